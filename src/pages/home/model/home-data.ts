import { useCallback, useState } from 'react';
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
 * first paint and, those screens below, a scroll (`useSectionMayLoad`), so their reads do not
 * share the connection with the hero's image and the app's code, and the first paint does not
 * wait for them.
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
 * How far ahead of the window a phone's section asks for its data: about a screenful, so a
 * scroll finds it drawn.
 */
const SECTION_AHEAD = '900px';

/**
 * Whether a section under the hero may ask for its data, and the ref that tells where it is: at
 * once on wide screens; on a phone once the page has painted and the section is within
 * SECTION_AHEAD of the window. A phone's window shows the hero and the first carousel; drawing
 * the carousels screens below (each a render and a layout of ~150–250 ms on a phone-speed CPU)
 * right after the first paint kept the page from answering a first tap. Without
 * IntersectionObserver (jsdom) a section counts as near. The watch is the home page's own, as the
 * footer's is: sharing the search results' `useSeenOnce` made the chunk grouping pull search code
 * into the front page's chunk (its files 17.7 kB gzip against the 16 kB budget).
 */
export function useSectionMayLoad(): [ref: (section: HTMLElement | null) => void, mayLoad: boolean] {
  const painted = useAfterFirstPaint();
  const isMobile = useIsMobile();
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback((section: HTMLElement | null) => {
    if (!section || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: SECTION_AHEAD },
    );
    observer.observe(section);
    return () => observer.disconnect();
  }, []);
  // Once it may, always: a window narrowed to a phone's width keeps the carousels it has drawn.
  const [hasLoaded, setHasLoaded] = useState(false);
  const mayLoad = hasLoaded || !isMobile || (painted && near);
  if (mayLoad && !hasLoaded) setHasLoaded(true);
  return [ref, mayLoad];
}
