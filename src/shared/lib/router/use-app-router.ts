import { useContext } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router-dom';

/** What list items need of the router: where the page is, and a way to go elsewhere. */
export interface AppRouter {
  /** The page's path and query at the moment of the call. */
  location(): { pathname: string; search: string };
  navigate(to: string): void;
}

const browserRouter: AppRouter = {
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  navigate: (to) => window.location.assign(to),
};

/**
 * The router for components repeated in long lists (track rows, their play buttons, links and
 * menus). `useLocation`, `useNavigate` and `Link` read contexts that change on every navigation, so
 * each of them re-renders every row when only the URL changed (a keyword toggle re-rendered about
 * 500 components before the new answer could be shown). This reads the router object itself, which
 * never changes; the location is read when it is needed (a click), not rendered. Outside a data
 * router the browser's own location and navigation are used.
 */
export function useAppRouter(): AppRouter {
  const router = useContext(DataRouterContext)?.router;
  if (!router) return browserRouter;
  return {
    location: () => ({ pathname: router.state.location.pathname, search: router.state.location.search }),
    navigate: (to) => void router.navigate(to),
  };
}
