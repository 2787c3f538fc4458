import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router-dom';
import type { PageData, QueryDispatch } from '@/shared/lib/router';

/** The longest the first paint waits for the opened page's data before drawing its loading state. */
export const FIRST_PAINT_DATA_WAIT_MS = 1000;

/**
 * A route loader that starts its page's data with the page's chunk. On the page the app opens at,
 * the first paint waits for the answers (index.html has started those reads already), so it draws
 * the page itself, not its loading state and then the page a moment later. Moving between pages
 * never waits: the page shows its loading state at once, as it did before.
 */
export function pageLoader(dispatch: QueryDispatch, load: PageData, isFirstLoad: () => boolean): LoaderFunction {
  return ({ request }) => {
    const answered = load(dispatch, new URL(request.url));
    if (!isFirstLoad()) return null;
    const waited = new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_DATA_WAIT_MS));
    return Promise.race([answered, waited]).then(() => null);
  };
}

/**
 * A page's loader serves its opening only: once the page is shown, its own queries follow the
 * address (a keyword toggle on the search page, another album). Re-running the loader on those
 * navigations put each one through the router's loading state, re-rendering the whole shell twice
 * per keyword toggle.
 */
export const neverRevalidatePageData: ShouldRevalidateFunction = () => false;
