import { lazy, memo, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { accountPagesFor, formatShortName, useCurrentUser } from '@/entities/user';
import { searchHref, useBrowseMusicHref } from '@/entities/search';
import { EDIT_CUE_SHEET_PAGE } from '@/shared/config';
import { useIsMobile } from '@/shared/lib/viewport';
import { prefetchPopupOn, selectIsPopupOpen, usePopup } from '@/shared/lib/popup';
import { useSidebar } from '@/shared/lib/sidebar';
import { useAppSelector } from '@/shared/redux';
import { OptionalPart } from '@/shared/ui/failure-boundary';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon, MenuIcon, SearchIcon, UserIcon } from '@/shared/ui/icons';
import { Logo, LOGO_HOME_LINK_LABEL } from '@/shared/ui/logo';
import './header.css';

// Only the mobile search bar uses it: loaded when that bar first opens.
const SearchBox = lazy(() => import('@/features/search-box').then((m) => ({ default: m.SearchBox })));

function navClass({ isActive }: { isActive: boolean }) {
  return `site-nav__link${isActive ? ' site-nav__link--active' : ''}`;
}

/**
 * Login / Register for visitors, the user's short name (sidebar toggle) once signed in. Memoised:
 * it follows the session and the sidebar, not the navigations that re-render the header.
 */
const AccountItem = memo(function AccountItem({ mobile }: { mobile: boolean }) {
  const { user, isLoading } = useCurrentUser();
  const popup = usePopup();
  const sidebar = useSidebar();

  if (!user) {
    // Until the session is known, an invisible "Login / Register" holds the exact room of the
    // button, so the navigation does not move when it (or the shorter user name) appears.
    if (isLoading) {
      return (
        <span className="site-nav__link site-nav__account site-nav__placeholder" aria-hidden="true">
          Login / Register
        </span>
      );
    }
    return (
      <button type="button" className="site-nav__link site-nav__account" {...prefetchPopupOn('register_login')} onClick={() => popup.open('register_login')}>
        Login / Register
      </button>
    );
  }
  const name = formatShortName(user);
  if (mobile) {
    // The user sidebar is desktop only: on a phone the name is a greeting, not a control.
    return (
      <span className="site-nav__link site-nav__user-name">
        <UserIcon size={18} />
        {name}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`site-nav__link site-nav__account site-nav__user${sidebar.isOpen ? ' site-nav__link--active' : ''}`}
      // No aria-controls: the sidebar it toggles is lazy-loaded (and absent where the header is
      // rendered alone), so the id would often point at nothing; aria-expanded carries the state.
      aria-expanded={sidebar.isOpen}
      onClick={sidebar.toggle}
      // Escape closes what this button opened while focus is still on it, as inside the sidebar.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && sidebar.isOpen) {
          event.preventDefault();
          sidebar.close();
        }
      }}
    >
      <UserIcon size={18} />
      {name}
    </button>
  );
});

/**
 * On a phone, where there is no sidebar, its areas are pages: a signed-in person's way to them,
 * and to the cue sheet from an edit (which MY PROJECTS links to in the sidebar).
 */
function AccountPageItems() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return [...accountPagesFor(user), EDIT_CUE_SHEET_PAGE].map((page) => (
    <li key={page.to}>
      <NavLink to={page.to} className={navClass}>
        {page.label}
      </NavLink>
    </li>
  ));
}

function NavItems({ mobile }: { mobile: boolean }) {
  const browseHref = useBrowseMusicHref();
  const location = useLocation();
  const onSearch = location.pathname === '/search';
  return (
    <ul className="site-nav__list">
      <li>
        <Link
          to={browseHref}
          className={`site-nav__link${onSearch ? ' site-nav__link--active' : ''}`}
          aria-current={onSearch ? 'page' : undefined}
        >
          Browse Music
        </Link>
      </li>
      <li>
        <NavLink to="/what-we-do" className={navClass}>
          What We Do
        </NavLink>
      </li>
      <li>
        <NavLink to="/contact" className={navClass}>
          Contact
        </NavLink>
      </li>
      <li>
        <AccountItem mobile={mobile} />
      </li>
      {mobile ? <AccountPageItems /> : null}
    </ul>
  );
}

/**
 * Site header: logo, Browse Music, What We Do, Contact and the account
 * item. Below 768 px: a search icon (link to /search?type=tracks that also toggles the mobile
 * search bar) and a burger menu toggling the navigation.
 */
export function Header() {
  const isMobile = useIsMobile();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [lastPath, setLastPath] = useState(location.pathname);
  const menuId = useId();
  const searchId = useId();
  const { isSignedIn, isLoading: sessionUnknown } = useCurrentUser();
  // Whether someone was signed in, once the session is known (null until then).
  const signedIn = sessionUnknown ? null : isSignedIn;
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  const [menuSignIns, setMenuSignIns] = useState(0);
  const popupOpen = useAppSelector(selectIsPopupOpen);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const focusedForSignIn = useRef(0);

  // Close the mobile menu after navigating (state adjusted during render, not in an effect).
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }
  // Signing in from the menu's Login / Register is what the menu was open for: it closes. Learning
  // that someone already was signed in (the page's first session check) is not a sign-in.
  if (signedIn !== null && wasSignedIn !== signedIn) {
    setWasSignedIn(signedIn);
    if (signedIn && wasSignedIn === false && menuOpen) {
      setMenuOpen(false);
      setMenuSignIns((count) => count + 1);
    }
  }

  // The login popup gives focus back to its opener, but the greeting has replaced that button: focus
  // goes to the menu's button instead, once the popup has gone.
  useEffect(() => {
    if (menuSignIns === focusedForSignIn.current || popupOpen) return;
    focusedForSignIn.current = menuSignIns;
    menuButtonRef.current?.focus();
  }, [menuSignIns, popupOpen]);

  // Escape closes the menu or the search bar, but not while a popup is open: Escape is the popup's.
  // A layout effect, as the dialog's own listener is: both change in the commit that shows the
  // popup, so no Escape pressed after its paint closes the menu behind it instead.
  useLayoutEffect(() => {
    if ((!menuOpen && !searchOpen) || popupOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        setSearchOpen(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen, searchOpen, popupOpen]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={LOGO_HOME_LINK_LABEL}>
          <Logo withTagline={!isMobile} />
        </Link>

        {isMobile ? (
          <div className="site-header__mobile-actions">
            <Link
              to={searchHref({ type: 'tracks' })}
              className="site-header__icon-link"
              aria-label={searchOpen ? 'Hide track search' : 'Search tracks'}
              aria-expanded={searchOpen}
              aria-controls={searchId}
              onClick={() => {
                setSearchOpen((open) => !open);
                setMenuOpen(false);
              }}
            >
              <SearchIcon size={22} />
            </Link>
            <IconButton
              ref={menuButtonRef}
              label={menuOpen ? 'Close menu' : 'Open menu'}
              size="lg"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => {
                setMenuOpen((open) => !open);
                setSearchOpen(false);
              }}
            >
              {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
            </IconButton>
          </div>
        ) : (
          <nav className="site-nav" aria-label="Main">
            <NavItems mobile={false} />
          </nav>
        )}
      </div>

      {isMobile ? (
        <>
          <div id={searchId} className="mobile-search" hidden={!searchOpen}>
            {searchOpen ? (
              <OptionalPart label="The track search">
                <SearchBox className="mobile-search__box" autoFocus onSubmitted={() => setSearchOpen(false)} />
              </OptionalPart>
            ) : null}
          </div>
          <nav id={menuId} className="site-nav site-nav--mobile" aria-label="Main" hidden={!menuOpen}>
            {menuOpen ? <NavItems mobile /> : null}
          </nav>
        </>
      ) : null}
    </header>
  );
}
