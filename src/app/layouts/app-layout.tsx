import type { CSSProperties } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { selectShowPlayer } from '@/features/player';
import { ProBanner } from '@/entities/user';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { PlayerBar } from '@/widgets/player-bar';
import { PopupLayer } from '@/widgets/popup-layer';
import { UserSidebar } from '@/widgets/user-sidebar';
import { SIDEBAR_PLAYER_OFFSET_PX } from '@/shared/config';
import { useAppSelector } from '@/shared/redux';
import './app-layout.css';

/**
 * Page shell: header, the signed-in user's sidebar, the routed page (a render error in it shows
 * the route error boundary inside this shell), footer, popup layer and player bar.
 */
export function AppLayout() {
  const navigation = useNavigation();
  const playerShown = useAppSelector(selectShowPlayer);
  const loading = navigation.state === 'loading';
  const shellStyle = { '--player-bar-offset': playerShown ? `${SIDEBAR_PLAYER_OFFSET_PX}px` : '0px' } as CSSProperties;

  return (
    <div className={`app-shell${playerShown ? ' app-shell--with-player' : ''}`} style={shellStyle}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <div className={`route-progress${loading ? ' route-progress--active' : ''}`} aria-hidden="true" />
      <Header />
      <ProBanner />
      <UserSidebar playerBarVisible={playerShown} />
      <div id="main-content" className="app-shell__main" tabIndex={-1} aria-busy={loading || undefined}>
        <Outlet />
      </div>
      <Footer />
      <PlayerBar />
      <PopupLayer />
      <ScrollRestoration />
    </div>
  );
}
