export {
  ALL_CATEGORIES,
  type Collection,
  type Album,
  type Playlist,
  type Sampler,
  type SplashBanner,
  type AsHeardOnCategory,
  type Featured,
  type CollectionType,
  type FeaturedKind,
  type CollectionResult,
} from './model/collection';
export {
  collectionApi,
  useGetCollectionQuery,
  useGetFeaturedQuery,
  useGetSplashBannerQuery,
  useGetAsHeardOnCategoriesQuery,
  useGetAsHeardOnCategoryQuery,
  useFeaturedCollections,
  useSplashBanner,
  useAsHeardOnCategories,
  useAsHeardOnCategory,
  SPLASH_BANNER_ERROR,
  type CollectionArg,
  type FeaturedArg,
} from './api/collection-api';
export { parseCollectionPath, collectionHref, type CollectionPath } from './lib/collection-path';
export { CollectionCard, CollectionCardSkeleton, type CollectionCardProps } from './ui/collection-card';
export { CollectionHeader, type CollectionHeaderProps } from './ui/collection-header';
export { CollectionNotFound } from './ui/collection-not-found';
