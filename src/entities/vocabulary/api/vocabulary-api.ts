import { baseApi, LIST_ID, type ComposerDto, type InstrumentCategoryDto, type KeywordCategoryDto } from '@/shared/api';
import { CACHE } from '@/shared/config';
import { mapComposers, mapInstrumentCategories, mapKeywordCategories } from '../lib/map-vocabulary';
import type { FilterSubcategory } from '../model/filter-vocabulary';

function list<T>(response: T[] | { results: T[] }): T[] {
  return Array.isArray(response) ? response : (response?.results ?? []);
}

/** Keyword, instrument and composer vocabularies, mapped for the filters and kept for 24 h. */
export const vocabularyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getKeywordCategories: build.query<FilterSubcategory[], void>({
      query: () => '/music/keywords/categories/',
      transformResponse: (response: KeywordCategoryDto[] | { results: KeywordCategoryDto[] }) => mapKeywordCategories(list(response)),
      keepUnusedDataFor: CACHE.catalogueVocabularyKeep,
      providesTags: [{ type: 'Vocabulary', id: 'keywords' }],
    }),
    getInstrumentCategories: build.query<FilterSubcategory[], void>({
      query: () => '/music/instruments/categories/',
      transformResponse: (response: InstrumentCategoryDto[] | { results: InstrumentCategoryDto[] }) =>
        mapInstrumentCategories(list(response)),
      keepUnusedDataFor: CACHE.catalogueVocabularyKeep,
      providesTags: [{ type: 'Vocabulary', id: 'instruments' }],
    }),
    getComposers: build.query<FilterSubcategory[], void>({
      query: () => '/music/composers/',
      transformResponse: (response: ComposerDto[] | { results: ComposerDto[] }) => mapComposers(list(response)),
      keepUnusedDataFor: CACHE.catalogueVocabularyKeep,
      // The composers a user sees follow their PRO restrictions: also tagged with the per-user track
      // list, so signing in or out (which invalidates per-user tags) refetches them.
      providesTags: [
        { type: 'Vocabulary', id: 'composers' },
        { type: 'Track', id: LIST_ID },
      ],
    }),
  }),
});

export const { useGetKeywordCategoriesQuery, useGetInstrumentCategoriesQuery, useGetComposersQuery } = vocabularyApi;

/** The three vocabularies started ahead of a page's render (a route's data loader), unsubscribed. */
export const prefetchFilterVocabulary = () => [
  vocabularyApi.endpoints.getKeywordCategories.initiate(undefined, { subscribe: false }),
  vocabularyApi.endpoints.getInstrumentCategories.initiate(undefined, { subscribe: false }),
  vocabularyApi.endpoints.getComposers.initiate(undefined, { subscribe: false }),
];
