/** A keyword as the filters show it; `name` is also the value put in keywords_include/_exclude. */
export interface FilterKeyword {
  id: string;
  name: string;
  /** Not a real keyword: opens a dialog instead of toggling (the added "Specify BPM"/"Specify Key"). */
  action?: 'specify_bpm' | 'specify_key';
}

/** Keywords under one heading inside a subcategory popup (a keyword category's own subcategory). */
export interface FilterKeywordGroup {
  id: string;
  name: string;
  keywords: FilterKeyword[];
}

/** What the filter panel lists under a category: Energy, Strings, A-D… */
export interface FilterSubcategory {
  id: string;
  name: string;
  groups: FilterKeywordGroup[];
  /** Number of keywords over all groups (more than 32 uses the wide layout). */
  keywordCount: number;
  /** Start a new line before this subcategory (Guitars (Acoustic)). */
  lineBreakBefore: boolean;
}

export type FilterCategoryId = 'keywords' | 'instruments' | 'composers';

/** One of the three filter categories of "FILTER BY:". */
export interface FilterCategory {
  id: FilterCategoryId;
  label: string;
  subcategories: FilterSubcategory[];
}

export const FILTER_CATEGORY_LABELS: Record<FilterCategoryId, string> = {
  keywords: 'Keywords',
  instruments: 'Instruments',
  composers: 'Composers',
};

/** The keywords the app adds to the filters: they open the BPM and key dialogs instead of toggling. */
export const SPECIFY_BPM_KEYWORD = 'Specify BPM';
export const SPECIFY_KEY_KEYWORD = 'Specify Key';
