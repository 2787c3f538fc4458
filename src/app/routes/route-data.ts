/**
 * The API reads a landing page's first paint waits for. A production build's index.html starts
 * them together with the entry script (see scripts/lib/route-preload-plugin.mjs), so the answers
 * are in by the time the page's queries ask and the browser hands them over instead of asking
 * again. Not in the demo: its mock backend answers only once the entry has started it.
 *
 * Each read is exactly the URL (after `{VITE_API_HOST}/api`) the page's query requests, with `$1`
 * for the pattern's first capture. Patterns match the address's path and query
 * (`location.pathname + location.search`), ignoring case as the router does; every matching entry
 * counts. `route-data.test.tsx` renders each page and holds them to it.
 * Reads that can answer an error to a visitor (the current user: 401) are left out: a preloaded
 * error is not reused, so it would be asked twice and logged.
 *
 * Plain data with no imports: the build config reads it.
 */
export const ROUTE_DATA_PRELOADS: readonly { pattern: string; reads: readonly string[] }[] = [
  {
    pattern: '^/$',
    reads: [
      '/music/albums/splash_banner/',
      '/music/albums/featured?homepage=true',
      '/music/playlists/featured?homepage=true',
      '/music/samplers/featured?homepage=true',
      '/music/as-heard-on-categories/',
    ],
  },
  // Every search page's filter panel lists the vocabulary.
  {
    pattern: '^/search(?:\\?|$)',
    reads: ['/music/keywords/categories/', '/music/instruments/categories/', '/music/composers/'],
  },
  // The two ways in with no criteria: "Browse Music" (albums) and its tracks tab.
  { pattern: '^/search$', reads: ['/music/albums/?'] },
  { pattern: '^/search\\?type=tracks$', reads: ['/music/tracks/?type=tracks'] },
  // An album or playlist page by its numeric id (leading zeros dropped, as the page reads it).
  { pattern: '^/album/0*([1-9][0-9]*)(?:/|$)', reads: ['/music/albums/$1/'] },
  { pattern: '^/playlist/0*([1-9][0-9]*)(?:/|$)', reads: ['/music/playlists/$1/'] },
];
