import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigation, type Location } from 'react-router-dom';
import { selectShowPlayer } from '@/features/player';
import { hasImpersonationMemory, ProBanner, useCurrentUser } from '@/entities/user';
import { Header } from '@/widgets/header';
import { MAIN_CONTENT_ID, SIDEBAR_PLAYER_OFFSET_PX } from '@/shared/config';
import { useAfterFirstPaint } from '@/shared/lib/after-first-paint';
import { prefetchPopup, providePopupPreloader, selectIsPopupOpen } from '@/shared/lib/popup';
import { selectIsSidebarHeld, selectSidebarOpen } from '@/shared/lib/sidebar';
import { useIsMobile } from '@/shared/lib/viewport';
import { useAppSelector } from '@/shared/redux';
import { FailureBoundary, OptionalPart } from '@/shared/ui/failure-boundary';
import { FooterPart } from './footer-part';
import { PopupLayer, preloadPopupCode } from './popup-layer-part';
import { PopupLayerPending, PopupLayerUnavailable } from './popup-layer-stand-ins';
import './app-layout.css';

// Parts a first visit to `/` does not need are loaded on demand, keeping the initial bundle
// inside its budget: the player bar (after the first play), the signed-in user's sidebar, the
// toast host (after the first paint: the notify bridge queues toasts until it mounts), the popup
// layer (./popup-layer-part) and the bar an admin sees while viewing the site as another user.
const PlayerBar = lazy(() => import('@/widgets/player-bar').then((m) => ({ default: m.PlayerBar })));
const UserSidebar = lazy(() => import('@/widgets/user-sidebar').then((m) => ({ default: m.UserSidebar })));
const ViewingAsBar = lazy(() => import('@/features/impersonate-user').then((m) => ({ default: m.ViewingAsBar })));
const ToastProvider = lazy(() => import('@/shared/ui/toast').then((m) => ({ default: m.ToastProvider })));

/**
 * Which saved scroll position a history entry returns to. An entry the app navigated to has a key
 * of its own, kept through a reload; every page opened by its address (typed, a bookmark, a link
 * from elsewhere) has the same key, "default", so the router's default put a page just opened at
 * wherever the tab's last such page had been scrolled to. Those entries go by their address
 * instead: the same address opened again returns to where it was left, as a reload does.
 */
function scrollPositionKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/**
 * Page shell: header, the signed-in user's sidebar, the routed page (a render error in it shows
 * the route error boundary inside this shell), footer, popup layer and player bar.
 */
export function AppLayout() {
  const navigation = useNavigation();
  const playerShown = useAppSelector(selectShowPlayer);
  const { user, isSignedIn, isLoading: sessionUnknown } = useCurrentUser();
  // The server's `impersonator`, or an admin this browser remembers (a spec-only server has none):
  // the bar, loaded then, decides whose it is. Read on each render: an impersonation, or its end,
  // changes the user, which renders this again.
  const mayBeImpersonating = user !== null && ('impersonator' in user ? Boolean(user.impersonator) : hasImpersonationMemory());
  const isMobile = useIsMobile();
  const popupOpen = useAppSelector(selectIsPopupOpen);
  // The sidebar is the signed-in person's; after their session expired an open one stays, held for them.
  const sidebarHeld = useAppSelector(selectIsSidebarHeld);
  const sidebarShown = (isSignedIn || sidebarHeld) && !isMobile;
  const sidebarOpen = useAppSelector(selectSidebarOpen) && sidebarShown;
  const loading = navigation.state === 'loading';
  const afterFirstPaint = useAfterFirstPaint();
  const playerOffset = playerShown ? `${SIDEBAR_PLAYER_OFFSET_PX}px` : '0px';

  // Popups' code is fetched before they open: triggers prefetch on hover, focus and press.
  useEffect(() => {
    providePopupPreloader(preloadPopupCode);
    return () => providePopupPreloader(null);
  }, []);
  // Once the page has painted and the browser is idle: the popup layer, and for a visitor the
  // login forms (the header's "Login / Register" and the login every protected action asks for),
  // so the first popup opens in one go instead of after two downloads one behind the other.
  useEffect(() => {
    if (!afterFirstPaint) return;
    PopupLayer.preload().catch(() => {});
    if (sessionUnknown || isSignedIn) return;
    prefetchPopup('register_login');
    prefetchPopup('login');
  }, [afterFirstPaint, sessionUnknown, isSignedIn]);

  // On the root element so portals (toasts) clear the player bar too.
  useEffect(() => {
    document.documentElement.style.setProperty('--player-bar-offset', playerOffset);
  }, [playerOffset]);

  return (
    <div
      className={[
        'app-shell',
        playerShown && 'app-shell--with-player',
        sidebarShown && 'app-shell--sidebar-tab',
        sidebarOpen && 'app-shell--sidebar-open',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
        Skip to content
      </a>
      <div className={`route-progress${loading ? ' route-progress--active' : ''}`} aria-hidden="true" />
      {/* The bar is only drawn: a page still loading is also said, for assistive technology. */}
      <div role="status" className="visually-hidden">{loading ? 'Loading page…' : ''}</div>
      <Header />
      {mayBeImpersonating ? (
        <OptionalPart label='The "Viewing as" bar'>
          <ViewingAsBar />
        </OptionalPart>
      ) : null}
      <ProBanner />
      {sidebarShown ? (
        <OptionalPart label="The user sidebar">
          <UserSidebar playerBarVisible={playerShown} />
        </OptionalPart>
      ) : null}
      <div id={MAIN_CONTENT_ID} className="app-shell__main" tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </div>
      {/* After the entry, loaded with each page (footer-part.ts): below the fold on every page. */}
      <OptionalPart label="The footer">
        <FooterPart />
      </OptionalPart>
      {playerShown ? (
        <OptionalPart label="The player bar">
          <PlayerBar />
        </OptionalPart>
      ) : null}
      {popupOpen ? (
        // Not an optional part: someone asked for a popup, so a slow download shows a spinner and a
        // failed one says so.
        <FailureBoundary label="The popup layer" fallback={<PopupLayerUnavailable />}>
          <Suspense fallback={<PopupLayerPending />}>
            <PopupLayer />
          </Suspense>
        </FailureBoundary>
      ) : null}
      {afterFirstPaint ? (
        <OptionalPart label="The toast host">
          <ToastProvider />
        </OptionalPart>
      ) : null}
      <ScrollRestoration getKey={scrollPositionKey} />
    </div>
  );
}
