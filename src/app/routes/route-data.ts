/**
 * The API reads a landing page's first paint waits for. A production build's index.html starts
 * them together with the entry script (see scripts/lib/route-preload-plugin.mjs), so the answers
 * are in by the time the page's queries ask, and the queries take them over instead of asking
 * again. `image` names the read whose answer holds the page's largest image (the LCP): index.html
 * preloads it as soon as that answer is in, before the entry has run. Not in the demo: its mock
 * backend answers only once the entry has started it.
 *
 * Each read is exactly the URL (after `{VITE_API_HOST}/api`) the page's query requests, with `$1`
 * for the pattern's first capture. Patterns match the address's path and query
 * (`location.pathname + location.search`), ignoring case as the router does; every matching entry
 * counts. `route-data.test.tsx` renders each page and holds them to it.
 * Plain data with no imports: the build config reads it.
 */
export interface RouteReads {
  /** Over `location.pathname + location.search`, case-insensitive. */
  pattern: string;
  reads: readonly string[];
  /**
   * The read (one of `reads`) whose answer's `field` is the URL of the page's largest image; a
   * dotted path reaches into the answer (`results.0.artwork_thumbnail`: the first result's).
   */
  image?: { read: string; field: string };
  /** Only where this media query matches (a read the page's first paint waits for on wide screens only). */
  media?: string;
}

export const ROUTE_DATA_PRELOADS: readonly RouteReads[] = [
  // Every page: who is signed in (the header's query, when the shell mounts).
  { pattern: '^/', reads: ['/users/me/'] },
  // The hero, with its backdrop.
  { pattern: '^/$', reads: ['/music/albums/splash_banner/'], image: { read: '/music/albums/splash_banner/', field: 'image' } },
  // The carousels and "As heard on" show under the hero on wide screens; a phone's first screen is
  // the hero, and its page asks for them once it has painted.
  {
    pattern: '^/$',
    reads: [
      '/music/albums/featured?homepage=true',
      '/music/playlists/featured?homepage=true',
      '/music/samplers/featured?homepage=true',
      '/music/as-heard-on-categories/',
    ],
    media: '(min-width: 768px)',
  },
  // Every search page's filter panel lists the vocabulary; a phone shows the panel only when asked.
  {
    pattern: '^/search(?:\\?|$)',
    reads: ['/music/keywords/categories/', '/music/instruments/categories/', '/music/composers/'],
    media: '(min-width: 768px)',
  },
  // The two ways in with no criteria: "Browse Music" (albums) and its tracks tab. The albums' first
  // card is the largest paint (on a phone and on a desktop, every card's cover is the same size
  // and the first is drawn first); the tracks tab's is a row's text.
  {
    pattern: '^/search$',
    reads: ['/music/albums/?'],
    image: { read: '/music/albums/?', field: 'results.0.artwork_thumbnail' },
  },
  { pattern: '^/search\\?type=tracks$', reads: ['/music/tracks/?type=tracks'] },
  // An album or playlist page by its numeric id (leading zeros dropped, as the page reads it).
  {
    pattern: '^/album/0*([1-9][0-9]*)(?:/|$)',
    reads: ['/music/albums/$1/'],
    image: { read: '/music/albums/$1/', field: 'artwork' },
  },
  {
    pattern: '^/playlist/0*([1-9][0-9]*)(?:/|$)',
    reads: ['/music/playlists/$1/'],
    image: { read: '/music/playlists/$1/', field: 'artwork' },
  },
];
