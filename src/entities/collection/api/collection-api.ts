import { baseApi, isMissingCall, type AsHeardOnCategoryDto, type CollectionDto, type FeaturedDto, type SplashBannerDto } from '@/shared/api';
import { AS_HEARD_ON_CATEGORY_NAMES, CACHE } from '@/shared/config';
import { ALL_CATEGORIES, type CollectionResult, type CollectionType, type FeaturedKind } from '../model/collection';

const TAG_BY_TYPE = { album: 'Album', playlist: 'Playlist', sampler: 'Sampler' } as const;

export interface CollectionArg {
  type: CollectionType;
  /** id for albums and playlists, disc_number for samplers. */
  id: string | number;
}

export interface FeaturedArg {
  kind: FeaturedKind;
  /** A category name, or "all" (then not sent). */
  category?: string;
}

export const SPLASH_BANNER_ERROR = 'Failed to fetch splash banner data';

/**
 * The collection as its route asked for it: a sampler's `type` (and `id`) are not the spec's, so
 * an answer without them is still the kind of collection that was asked for, keyed by its disc
 * number.
 */
function asAsked(item: CollectionDto, type: CollectionType): CollectionDto {
  if (item.type === type && item.id !== undefined) return item;
  return { ...item, type, id: item.id ?? (item.disc_number as unknown as number) } as CollectionDto;
}

const errorOtherThanNotFound = (error: unknown) => !isMissingCall(error);

export const collectionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /api/music/{type}s/{id}/`. Only a 404 means the collection does not exist
     * (`{ notFound: true }`); any other failure (5xx, no network) stays an error the page can retry.
     */
    getCollection: build.query<CollectionResult, CollectionArg>({
      async queryFn({ type, id }, _api, _extra, baseQuery) {
        const result = await baseQuery(`/music/${type}s/${encodeURIComponent(String(id))}/`);
        if (result.error) return result.error.status === 404 ? { data: { notFound: true } } : { error: result.error };
        if (!result.data) return { data: { notFound: true } };
        return { data: { notFound: false, item: asAsked(result.data as CollectionDto, type) } };
      },
      providesTags: (_result, _error, { type, id }) => [{ type: TAG_BY_TYPE[type], id: String(id) }],
    }),
    /** `GET /api/music/{kind}/featured?homepage=true[&category=…]`. */
    getFeatured: build.query<FeaturedDto, FeaturedArg>({
      query: ({ kind, category }) => ({
        url: `/music/${kind}/featured`,
        params: category && category !== ALL_CATEGORIES ? { homepage: true, category } : { homepage: true },
      }),
      keepUnusedDataFor: CACHE.featuredKeep,
      providesTags: (_result, _error, { kind }) => [{ type: 'Featured', id: kind }],
    }),
    /** `GET /api/music/albums/splash_banner/`: the latest album for the home page hero. */
    getSplashBanner: build.query<SplashBannerDto, void>({
      query: () => '/music/albums/splash_banner/',
      keepUnusedDataFor: CACHE.splashKeep,
      transformErrorResponse: () => ({ status: 'CUSTOM_ERROR' as const, error: SPLASH_BANNER_ERROR }),
      providesTags: [{ type: 'Featured', id: 'splash' }],
    }),
    /**
     * `GET /api/music/as-heard-on-categories/`: every category, for the home page. A server without
     * that list (the spec names only the call by name) is asked for the configured categories one
     * by name (`AS_HEARD_ON_CATEGORY_NAMES`); a name it does not know is left out.
     */
    getAsHeardOnCategories: build.query<AsHeardOnCategoryDto[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const list = await baseQuery('/music/as-heard-on-categories/');
        if (!list.error) return { data: list.data as AsHeardOnCategoryDto[] };
        if (!isMissingCall(list.error)) return { error: list.error };
        const byName = await Promise.all(
          AS_HEARD_ON_CATEGORY_NAMES.map((name) => baseQuery({ url: '/music/as-heard-on-categories/by-name/', params: { name } })),
        );
        const failed = byName.find((answer) => answer.error && errorOtherThanNotFound(answer.error));
        if (failed?.error) return { error: failed.error };
        return { data: byName.flatMap((answer) => (answer.error ? [] : [answer.data as AsHeardOnCategoryDto])) };
      },
      keepUnusedDataFor: CACHE.featuredKeep,
      providesTags: [{ type: 'Featured', id: 'as-heard-on' }],
    }),
    /** `GET /api/music/as-heard-on-categories/by-name/?name=…`: one category with its items. */
    getAsHeardOnCategory: build.query<AsHeardOnCategoryDto, string>({
      query: (name) => ({ url: '/music/as-heard-on-categories/by-name/', params: { name } }),
      keepUnusedDataFor: CACHE.featuredKeep,
      providesTags: (_result, _error, name) => [{ type: 'Featured', id: `as-heard-on:${name}` }],
    }),
  }),
});

export const {
  useGetCollectionQuery,
  useGetFeaturedQuery,
  useGetSplashBannerQuery,
  useGetAsHeardOnCategoriesQuery,
  useGetAsHeardOnCategoryQuery,
} = collectionApi;

/** Whether a query waits before asking (a section that loads after the first paint). */
interface QueryWait {
  skip?: boolean;
}

/** Featured collections: fresh for 1 h (refetched on mount after that), kept 6 h. */
export function useFeaturedCollections(arg: FeaturedArg, { skip = false }: QueryWait = {}) {
  return useGetFeaturedQuery(arg, { skip, refetchOnMountOrArgChange: CACHE.featuredFresh });
}

/** Splash banner / latest album: fresh for 1 h, kept 6 h. */
export function useSplashBanner() {
  return useGetSplashBannerQuery(undefined, { refetchOnMountOrArgChange: CACHE.splashFresh });
}

/** As-heard-on categories: fresh for 1 h, kept 6 h. */
export function useAsHeardOnCategories({ skip = false }: QueryWait = {}) {
  return useGetAsHeardOnCategoriesQuery(undefined, { skip, refetchOnMountOrArgChange: CACHE.featuredFresh });
}

/** One as-heard-on category by name: fresh for 1 h, kept 6 h. */
export function useAsHeardOnCategory(name: string | null | undefined) {
  return useGetAsHeardOnCategoryQuery(name ?? '', { skip: !name, refetchOnMountOrArgChange: CACHE.featuredFresh });
}

/*
 * The same queries started ahead of a page's render (a route's data loader), without holding the
 * answer: the page's hooks subscribe when they mount and find it cached.
 */
export const prefetchCollection = (arg: CollectionArg) => collectionApi.endpoints.getCollection.initiate(arg, { subscribe: false });
export const prefetchFeatured = (arg: FeaturedArg) => collectionApi.endpoints.getFeatured.initiate(arg, { subscribe: false });
export const prefetchSplashBanner = () => collectionApi.endpoints.getSplashBanner.initiate(undefined, { subscribe: false });
export const prefetchAsHeardOnCategories = () => collectionApi.endpoints.getAsHeardOnCategories.initiate(undefined, { subscribe: false });
