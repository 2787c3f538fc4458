/** Business constants: limits, delays, sizes and defaults the product names; change them only with the product. */
export const MOBILE_BREAKPOINT_PX = 768;
export const SEARCH_PAGE_SIZE = 48;
export const SEARCH_DEFAULT_SORT = 'newest';
export const SEARCH_DEFAULT_TYPE = 'albums';
export const KEYWORD_POPUP_CLOSE_DELAY_MS = 750;
export const ITEM_MENU_CLOSE_DELAY_MS = 750;
export const PLAYER_OPTIONS_CLOSE_DELAY_MS = 1000;
export const TOAST_AUTO_HIDE_MS = 3000;
export const SAVED_CONFIRMATION_MS = 3000;
export const COPIED_LINK_MS = 5000;
export const PROJECT_SEARCH_DEBOUNCE_MS = 500;
export const ACTIVITY_PAGE_SIZE = 20;
export const DRAG_PREVIEW_WIDTH_PX = 250;
export const SIDEBAR_HEADER_OFFSET_PX = 66;
export const SIDEBAR_PLAYER_OFFSET_PX = 76;
/** The page's main content (the skip link's target): where focus goes when what held it goes away. */
export const MAIN_CONTENT_ID = 'main-content';
export interface AccountPageLink {
  to: string;
  label: string;
  /** For site administrators only (SITE ADMIN). */
  adminOnly?: boolean;
}
/** The sidebar's areas as pages (a phone has no sidebar): the phone menu and each page link them. */
export const ACCOUNT_PAGES: readonly AccountPageLink[] = [
  { to: '/project', label: 'My Projects' },
  { to: '/activity', label: 'My Activity' },
  { to: '/account', label: 'My Account' },
  { to: '/support', label: 'Support' },
  { to: '/admin', label: 'Site Admin', adminOnly: true },
];
/** The cue sheet from an edit: linked from MY PROJECTS in the sidebar and from the phone menu. */
export const EDIT_CUE_SHEET_PAGE: AccountPageLink = { to: '/cue-sheet', label: 'Cue Sheet From an Edit' };
export const WIDE_KEYWORD_LAYOUT_ABOVE = 32;
export const DEFAULT_PLAYER_DESCRIPTION = 'Browsing Tracks';
export const CUESHEET_FILE_PREFIX = '4EM';

export const HOUR_S = 60 * 60;
/** RTK Query lifetimes, in seconds. */
export const CACHE = {
  catalogueVocabularyKeep: 24 * HOUR_S,
  featuredFresh: HOUR_S,
  featuredKeep: 6 * HOUR_S,
  splashFresh: HOUR_S,
  splashKeep: 6 * HOUR_S,
} as const;

/**
 * The As Heard On categories the home page shows, by name, as a site configures the sections of
 * its home page. The app reads them one by one (`GET /api/music/as-heard-on-categories/by-name/`,
 * the spec's call) when the server has no list of them.
 */
export const AS_HEARD_ON_CATEGORY_NAMES: readonly string[] = ['Trailers', 'Documentaries', 'Sports', 'Reality TV'];

export const COMPANY = {
  name: '4EM',
  legalName: '4 Elements Music',
  email: 'info@4em.example',
  phone: '+1 (323) 555-0144',
  newComposerEmail: 'newcomposers@4em.example',
  recordLabelUrl: 'https://records.4em.example',
  social: [
    { name: 'Instagram', url: 'https://www.instagram.com/4emmusic' },
    { name: 'YouTube', url: 'https://www.youtube.com/@4emmusic' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/4emmusic' },
  ],
} as const;
