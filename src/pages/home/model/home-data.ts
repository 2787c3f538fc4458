import {
  ALL_CATEGORIES,
  prefetchAsHeardOnCategories,
  prefetchFeatured,
  prefetchSplashBanner,
  type FeaturedKind,
} from '@/entities/collection';
import { useAfterFirstPaint } from '@/shared/lib/after-first-paint';
import type { PageData } from '@/shared/lib/router';
import { isMobileViewport, useIsMobile } from '@/shared/lib/viewport';

/** The home page's carousels, top to bottom. */
export const FEATURED_KINDS: readonly FeaturedKind[] = ['albums', 'playlists', 'samplers'];

/**
 * What the home page shows first: the hero and, on wide screens, each carousel's "All" and the
 * as-heard-on categories. A phone's first screen is the hero: the sections under it wait for the
 * first paint (`useSectionsBelowHeroMayLoad`), so their reads do not share the connection with
 * the hero's image and the app's code, and the first paint does not wait for them.
 */
export const loadHomeData: PageData = (dispatch) =>
  Promise.all([
    dispatch(prefetchSplashBanner()),
    ...(isMobileViewport()
      ? []
      : [
          ...FEATURED_KINDS.map((kind) => dispatch(prefetchFeatured({ kind, category: ALL_CATEGORIES }))),
          dispatch(prefetchAsHeardOnCategories()),
        ]),
  ]);

/**
 * Whether the sections under the hero may ask for their data: at once on wide screens, once the
 * page has painted on a phone.
 */
export function useSectionsBelowHeroMayLoad(): boolean {
  const painted = useAfterFirstPaint();
  const isMobile = useIsMobile();
  return painted || !isMobile;
}
