import type { ComposerDto, InstrumentCategoryDto, KeywordCategoryDto } from '@/shared/api';
import { WIDE_KEYWORD_LAYOUT_ABOVE } from '@/shared/config';
import {
  SPECIFY_BPM_KEYWORD,
  SPECIFY_KEY_KEYWORD,
  type FilterKeyword,
  type FilterKeywordGroup,
  type FilterSubcategory,
} from '../model/filter-vocabulary';

/** Keyword category order of the filters; categories the server adds beyond these follow in its order. */
export const KEYWORD_CATEGORY_ORDER = [
  'Energy',
  'Dark',
  'Light',
  'Emotional',
  'Ethnic',
  'Tempo',
  'Key',
  'Usage',
  'Era',
  'Genre',
  'Type Of Production',
] as const;

export const KEYWORD_CATEGORY_RENAMES: Record<string, string> = { 'Type of Show': 'Type Of Production' };

/** Instrument category order of the filters. */
export const INSTRUMENT_CATEGORY_ORDER = [
  'Strings',
  'Keyboards',
  'Guitars (Acoustic)',
  'Guitars (Electric)',
  'Plectrum (Fretted)',
  'Percussion',
  'Mallets',
  'Winds',
  'Brass',
  'Electronic',
  'Vocals',
  'World/Ethnic',
] as const;

export const INSTRUMENT_CATEGORY_RENAMES: Record<string, string> = {
  Acoustic: 'Guitars (Acoustic)',
  Electric: 'Guitars (Electric)',
  'Other Plectrum': 'Plectrum (Fretted)',
};

/** The instrument category preceded by a line break. */
export const LINE_BREAK_BEFORE = 'Guitars (Acoustic)';

export const COMPOSER_GROUPS = ['A-D', 'E-H', 'I-L', 'M-P', 'Q-T', 'U-Z'] as const;
export type ComposerGroup = (typeof COMPOSER_GROUPS)[number];

/**
 * A vocabulary entry's key in the filters: its id, or its name when the server sends none (the spec
 * shows names only; keys must still tell entries apart, or opening one subcategory opens them all).
 */
function keyOf(entry: { id?: number; name: string }): string {
  return entry.id === undefined || entry.id === null ? `name:${entry.name}` : String(entry.id);
}

/**
 * The entries with ids unique in their list. Nothing in the API contract makes a server's ids
 * unique (two instrument categories may both come with id 1): both entries still show, and the
 * filters tell them apart (an id shared would open both subcategories at once, and a list keyed
 * by it may draw one twice and drop the other). A repeated id gets `~2`, `~3`… in order.
 */
function distinctIds<T extends { id: string }>(entries: T[]): T[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const times = (seen.get(entry.id) ?? 0) + 1;
    seen.set(entry.id, times);
    return times === 1 ? entry : { ...entry, id: `${entry.id}~${times}` };
  });
}

function rename(name: string, renames: Record<string, string>): string {
  const trimmed = name.trim();
  // Own names only: a category a server calls "constructor" is not the object's constructor.
  return Object.hasOwn(renames, trimmed) ? renames[trimmed] : trimmed;
}

/** Stable sort by a fixed order (case-insensitive); names not in it keep their order, after it. */
function byOrder<T>(items: T[], nameOf: (item: T) => string, order: readonly string[]): T[] {
  const rank = (item: T) => {
    const index = order.findIndex((o) => o.toLowerCase() === nameOf(item).toLowerCase());
    return index === -1 ? order.length : index;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((x) => x.item);
}

function count(groups: FilterKeywordGroup[]): number {
  return groups.reduce((sum, g) => sum + g.keywords.length, 0);
}

function subcategory(id: string, name: string, groups: FilterKeywordGroup[]): FilterSubcategory {
  const distinct = distinctIds(groups.map((group) => ({ ...group, keywords: distinctIds(group.keywords) })));
  return { id, name, groups: distinct, keywordCount: count(distinct), lineBreakBefore: name === LINE_BREAK_BEFORE };
}

/** Whether a subcategory uses the wide layout (more than 32 keywords). */
export function isWideSubcategory(sub: Pick<FilterSubcategory, 'keywordCount'>): boolean {
  return sub.keywordCount > WIDE_KEYWORD_LAYOUT_ABOVE;
}

function addKeyword(groups: FilterKeywordGroup[], categoryName: string, keyword: FilterKeyword): FilterKeywordGroup[] {
  if (groups.some((g) => g.keywords.some((k) => k.name === keyword.name))) return groups;
  if (groups.length === 0) return [{ id: `${categoryName}-added`, name: categoryName, keywords: [keyword] }];
  const [first, ...rest] = groups;
  return [{ ...first, keywords: [keyword, ...first.keywords] }, ...rest];
}

/**
 * Keyword categories as the filters show them: renamed ("Type of Show" → "Type Of Production"),
 * in `KEYWORD_CATEGORY_ORDER`, with "Specify BPM" added to Tempo and "Specify Key" to Key (first in their
 * first subcategory), empty subcategories and then empty categories dropped.
 */
export function mapKeywordCategories(categories: readonly KeywordCategoryDto[]): FilterSubcategory[] {
  const mapped = categories.map((category) => {
    const name = rename(category.name, KEYWORD_CATEGORY_RENAMES);
    let groups: FilterKeywordGroup[] = (category.subcategories ?? [])
      .map((sub) => ({
        id: `kw-sub-${keyOf(sub)}`,
        name: sub.name,
        keywords: (sub.keywords ?? []).map((k) => ({ id: `kw-${k.id}`, name: k.name })),
      }))
      .filter((g) => g.keywords.length > 0);
    if (name.toLowerCase() === 'tempo') {
      groups = addKeyword(groups, name, { id: 'specify-bpm', name: SPECIFY_BPM_KEYWORD, action: 'specify_bpm' });
    }
    if (name.toLowerCase() === 'key') {
      groups = addKeyword(groups, name, { id: 'specify-key', name: SPECIFY_KEY_KEYWORD, action: 'specify_key' });
    }
    return subcategory(`kw-cat-${keyOf(category)}`, name, groups);
  });
  return distinctIds(
    byOrder(
      mapped.filter((c) => c.keywordCount > 0),
      (c) => c.name,
      KEYWORD_CATEGORY_ORDER,
    ),
  );
}

/**
 * Instrument categories: "Acoustic", "Electric" and "Other Plectrum" renamed ("Guitars (Acoustic)"…),
 * ordered by `INSTRUMENT_CATEGORY_ORDER`, empty ones dropped; the instruments are the keywords.
 */
export function mapInstrumentCategories(categories: readonly InstrumentCategoryDto[]): FilterSubcategory[] {
  const mapped = categories.map((category) => {
    const name = rename(category.name, INSTRUMENT_CATEGORY_RENAMES);
    const keywords = (category.instruments ?? []).map((i) => ({ id: `inst-${keyOf(i)}`, name: i.name }));
    const groups = keywords.length ? [{ id: `inst-cat-${keyOf(category)}-all`, name, keywords }] : [];
    return subcategory(`inst-cat-${keyOf(category)}`, name, groups);
  });
  return distinctIds(
    byOrder(
      mapped.filter((c) => c.keywordCount > 0),
      (c) => c.name,
      INSTRUMENT_CATEGORY_ORDER,
    ),
  );
}

/** "name (pro)", or the name alone when the PRO is unknown. Also the composer's keyword text. */
export function composerLabel(composer: Pick<ComposerDto, 'name' | 'pro'>): string {
  return composer.pro ? `${composer.name} (${composer.pro})` : composer.name;
}

function lastNameOf(composer: ComposerDto): string {
  const last = composer.last_name?.trim();
  if (last) return last;
  const parts = composer.name.trim().split(/\s+/);
  return parts[parts.length - 1] ?? '';
}

/**
 * The group of a composer by the first letter of the last name (accents ignored).
 * A last name not starting with a letter A-Z is filed under A-D.
 */
export function composerGroup(composer: ComposerDto): ComposerGroup {
  const letter = lastNameOf(composer).normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  if (letter >= 'E' && letter <= 'H') return 'E-H';
  if (letter >= 'I' && letter <= 'L') return 'I-L';
  if (letter >= 'M' && letter <= 'P') return 'M-P';
  if (letter >= 'Q' && letter <= 'T') return 'Q-T';
  if (letter >= 'U' && letter <= 'Z') return 'U-Z';
  return 'A-D';
}

let nameCollator: Intl.Collator | null = null;

/** Names compared ignoring case and accents. One collator, made on first use: `localeCompare` with
 * a locale builds a new one on every call (1.5 ms to sort 41 composers, against 0.02 ms). */
function compareNames(a: string, b: string): number {
  nameCollator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return nameCollator.compare(a, b);
}

/** Composers grouped A-D … U-Z by last name, sorted by last then first name, shown "name (pro)". */
export function mapComposers(composers: readonly ComposerDto[]): FilterSubcategory[] {
  const sorted = [...composers].sort((a, b) => compareNames(lastNameOf(a), lastNameOf(b)) || compareNames(a.name, b.name));
  return COMPOSER_GROUPS.map((group) => {
    const keywords = sorted.filter((c) => composerGroup(c) === group).map((c) => ({ id: `comp-${keyOf(c)}`, name: composerLabel(c) }));
    return subcategory(`comp-${group}`, group, keywords.length ? [{ id: `comp-${group}-all`, name: group, keywords }] : []);
  }).filter((g) => g.keywordCount > 0);
}
