import { useMemo } from 'react';
import { useGetComposersQuery, useGetInstrumentCategoriesQuery, useGetKeywordCategoriesQuery } from '../api/vocabulary-api';
import { FILTER_CATEGORY_LABELS, type FilterCategory } from './filter-vocabulary';

export interface FilterVocabulary {
  categories: FilterCategory[];
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The three filter categories (keywords, instruments, composers) with their subcategories. */
export function useFilterVocabulary(): FilterVocabulary {
  const keywords = useGetKeywordCategoriesQuery();
  const instruments = useGetInstrumentCategoriesQuery();
  const composers = useGetComposersQuery();
  const categories = useMemo<FilterCategory[]>(
    () => [
      { id: 'keywords', label: FILTER_CATEGORY_LABELS.keywords, subcategories: keywords.data ?? [] },
      { id: 'instruments', label: FILTER_CATEGORY_LABELS.instruments, subcategories: instruments.data ?? [] },
      { id: 'composers', label: FILTER_CATEGORY_LABELS.composers, subcategories: composers.data ?? [] },
    ],
    [keywords.data, instruments.data, composers.data],
  );
  const { refetch: refetchKeywords } = keywords;
  const { refetch: refetchInstruments } = instruments;
  const { refetch: refetchComposers } = composers;
  return {
    categories,
    isLoading: keywords.isLoading || instruments.isLoading || composers.isLoading,
    isError: keywords.isError || instruments.isError || composers.isError,
    refetch: () => {
      if (keywords.isError) void refetchKeywords();
      if (instruments.isError) void refetchInstruments();
      if (composers.isError) void refetchComposers();
    },
  };
}
