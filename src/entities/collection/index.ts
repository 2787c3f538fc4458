export {
  ALL_CATEGORIES,
  type CollectionType,
  type FeaturedKind,
} from './model/collection';
export {
  useGetCollectionQuery,
  useFeaturedCollections,
  useSplashBanner,
  useAsHeardOnCategories,
  useAsHeardOnCategory,
  SPLASH_BANNER_ERROR,
  prefetchCollection,
  prefetchFeatured,
  prefetchSplashBanner,
  prefetchAsHeardOnCategories,
} from './api/collection-api';
export { parseCollectionPath, collectionHref, collectionItemKey, isCollectionType, samplerDiscNumberFromLink } from './lib/collection-path';
export { CollectionCard, CollectionCardSkeleton } from './ui/collection-card';
export { CollectionHeader } from './ui/collection-header';
export { CollectionNotFound } from './ui/collection-not-found';
