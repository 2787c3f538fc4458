import {
  ALL_CATEGORIES,
  prefetchAsHeardOnCategories,
  prefetchFeatured,
  prefetchSplashBanner,
  type FeaturedKind,
} from '@/entities/collection';
import type { PageData } from '@/shared/lib/router';

/** The home page's carousels, top to bottom. */
export const FEATURED_KINDS: readonly FeaturedKind[] = ['albums', 'playlists', 'samplers'];

/** What the home page shows first: the hero, each carousel's "All" and the as-heard-on categories. */
export const loadHomeData: PageData = (dispatch) =>
  Promise.all([
    dispatch(prefetchSplashBanner()),
    ...FEATURED_KINDS.map((kind) => dispatch(prefetchFeatured({ kind, category: ALL_CATEGORIES }))),
    dispatch(prefetchAsHeardOnCategories()),
  ]);
