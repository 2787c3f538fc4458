import { Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatShortName, useCurrentUser, useLastSignedInUser, type User } from '@/entities/user';
import { useLogout } from '@/features/auth';
import { SessionEndedHold } from '@/features/signed-in-page';
import { MAIN_CONTENT_ID, SIDEBAR_HEADER_OFFSET_PX, SIDEBAR_PLAYER_OFFSET_PX } from '@/shared/config';
import { useIsMobile } from '@/shared/lib/viewport';
import { SIDEBAR_AREA_LABELS, useSidebar, type SidebarArea } from '@/shared/lib/sidebar';
import { FailureBoundary } from '@/shared/ui/failure-boundary';
import { IconButton } from '@/shared/ui/icon-button';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/shared/ui/icons';
import { AREA_BODIES, AREA_DESCRIPTIONS } from '../model/area-bodies';
import './user-sidebar.css';

export interface UserSidebarProps {
  /** The audio player bar is showing: the sidebar ends 76 px higher to clear it. */
  playerBarVisible?: boolean;
}

const MENU_AREAS: SidebarArea[] = ['projects', 'activity', 'account', 'support'];

function MainMenu({ user, onSelect, onLogout }: { user: User; onSelect: (area: SidebarArea) => void; onLogout: () => void }) {
  const areas = user.is_admin ? [...MENU_AREAS, 'admin' as const] : MENU_AREAS;
  return (
    <div className="user-sidebar__menu">
      <h2 className="user-sidebar__welcome" tabIndex={-1}>
        Welcome {formatShortName(user)}.!
      </h2>
      <ul className="user-sidebar__menu-list">
        {areas.map((area) => (
          <li key={area}>
            <button type="button" className="user-sidebar__menu-item" onClick={() => onSelect(area)}>
              {SIDEBAR_AREA_LABELS[area]}
              <ChevronRightIcon size={18} />
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="user-sidebar__menu-item user-sidebar__menu-item--logout" onClick={onLogout}>
            LOGOUT
          </button>
        </li>
      </ul>
    </div>
  );
}

const areaFailed = (
  <p className="user-sidebar__area-description" role="alert">
    This area could not be loaded. Check your connection and reload the page.
  </p>
);

function AreaPanel({ area, headingId }: { area: SidebarArea; headingId: string }) {
  const Body = AREA_BODIES[area];
  return (
    <section className="user-sidebar__area" aria-labelledby={headingId}>
      <h2 id={headingId} className="user-sidebar__area-heading" tabIndex={-1}>
        {SIDEBAR_AREA_LABELS[area]}
      </h2>
      {Body ? (
        <FailureBoundary key={area} label={`The sidebar's ${area} area`} fallback={areaFailed}>
          <Suspense fallback={<p className="user-sidebar__area-description">Loading...</p>}>
            <Body />
          </Suspense>
        </FailureBoundary>
      ) : (
        <p className="user-sidebar__area-description">
          {AREA_DESCRIPTIONS[area]}
          {area === 'support' ? (
            <>
              {' '}
              Many answers are already in the <Link to="/faq">FAQ</Link>.
            </>
          ) : null}
        </p>
      )}
    </section>
  );
}

/**
 * The signed-in user's sidebar (desktop only): a tab (MY PROJECTS, CLOSE, or the open area's
 * name), the main menu greeting the user, and one area at a time with BACK and close buttons.
 */
export function UserSidebar({ playerBarVisible = false }: UserSidebarProps) {
  const { user: signedInUser } = useCurrentUser();
  const isMobile = useIsMobile();
  const sidebar = useSidebar();
  const logout = useLogout();
  const tabRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  /** Set when the user moved between menu and areas: focus follows to the new heading. */
  const moveFocus = useRef(false);
  const areaHeadingId = useId();
  // The person the sidebar was last shown for: after their session expired, it stays open for them
  // (held), its content kept but hidden until they sign in again.
  const lastUser = useLastSignedInUser();
  const user = signedInUser ?? (sidebar.held ? lastUser : null);
  const waiting = !signedInUser && user !== null;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    contentRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [sidebar.selected, sidebar.selectedProject]);

  if (!user || isMobile) return null;

  const { isOpen, selected } = sidebar;
  const tabLabel = !isOpen ? SIDEBAR_AREA_LABELS.projects : selected ? SIDEBAR_AREA_LABELS[selected] : 'CLOSE';

  function handleTab() {
    if (isOpen) sidebar.close();
    else sidebar.open(selected ?? 'projects');
  }

  function select(area: SidebarArea) {
    moveFocus.current = true;
    sidebar.select(area);
  }

  function back() {
    moveFocus.current = true;
    sidebar.back();
  }

  /**
   * LOGOUT signs out, then the sidebar closes (with the session event); a failure keeps it as it was.
   * The sidebar goes away with the session, and the focus with it: it goes to the page's content.
   */
  async function handleLogout() {
    await logout();
    setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === null) document.getElementById(MAIN_CONTENT_ID)?.focus();
    }, 0);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      sidebar.close();
      tabRef.current?.focus();
    }
  }

  return (
    <div
      className={`user-sidebar${isOpen ? ' user-sidebar--open' : ''}`}
      style={{ top: SIDEBAR_HEADER_OFFSET_PX, bottom: playerBarVisible ? SIDEBAR_PLAYER_OFFSET_PX : 0 }}
      onKeyDown={handleKeyDown}
    >
      <button
        ref={tabRef}
        type="button"
        className="user-sidebar__tab"
        aria-expanded={isOpen}
        aria-controls="user-sidebar"
        aria-label={isOpen ? `${tabLabel}, close sidebar` : 'MY PROJECTS, open sidebar'}
        onClick={handleTab}
      >
        <span className="user-sidebar__tab-text">{tabLabel}</span>
      </button>
      <aside
        id="user-sidebar"
        className="user-sidebar__panel"
        aria-label="My account sidebar"
        aria-hidden={!isOpen}
        inert={!isOpen}
      >
        <div className="user-sidebar__toolbar">
          {selected && !waiting ? (
            <button type="button" className="user-sidebar__back" onClick={back}>
              <ChevronLeftIcon size={18} />
              BACK
            </button>
          ) : (
            <span />
          )}
          <IconButton
            label="Close sidebar"
            onClick={() => {
              // The button goes away with the panel: focus goes to the tab that opens it again.
              sidebar.close();
              tabRef.current?.focus();
            }}
          >
            <CloseIcon />
          </IconButton>
        </div>
        <div className="user-sidebar__content" ref={contentRef}>
          <SessionEndedHold waiting={waiting}>
            {selected ? (
              <AreaPanel area={selected} headingId={areaHeadingId} />
            ) : (
              <MainMenu user={user} onSelect={select} onLogout={handleLogout} />
            )}
          </SessionEndedHold>
        </div>
      </aside>
    </div>
  );
}
