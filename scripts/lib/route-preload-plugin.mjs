// Vite build plugin: the landing route's page chunk starts downloading with the entry, not after
// it. It reads the route table in src/app/routes/router.tsx (each `path` with its lazy
// `import('@/pages/…')`), finds each page's chunk and the chunks and CSS it imports, and puts a
// tiny inline script at the top of index.html that adds <link rel="modulepreload"> (and style
// preloads) for the route the address bar matches. Without it the page chunk is discovered only
// once the entry has downloaded and run: one more round trip on a mobile network. Given `data`
// (src/app/routes/route-data.ts), a build talking to a real API also starts the API reads the
// matched page's first paint waits for, and preloads its largest image once its read answers.
// Nothing else is preloaded: on a phone's connection every byte fetched before the first paint
// delays it (parts loaded right after it wait for it: src/shared/lib/after-first-paint).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROUTE = /\{\s*(?:index:\s*true|path:\s*'([^']*)')\s*,\s*lazy:\s*\(\)\s*=>\s*import\('@\/pages\/([\w-]+)'\)/g;

/** `[pathPattern, pageSlice][]` from the router source; the catch-all route is left out. */
export function readRouteTable(routerSource) {
  const table = [];
  for (const [, path, page] of routerSource.matchAll(ROUTE)) {
    if (path === '*') continue;
    table.push([routePattern(path ?? ''), page]);
  }
  return table;
}

/** A react-router path as a RegExp source over `location.pathname`. */
export function routePattern(path) {
  if (path === '') return '^/$';
  const parts = path.split('/').map((part) => (part === '*' ? '(?:/.*)?' : part.startsWith(':') ? '/[^/]+' : `/${part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`));
  return `^${parts.join('').replace('/(?:/.*)?', '(?:/.*)?')}/?$`;
}

/** The files a page chunk needs beyond what index.html already loads. */
function chunkFiles(bundle, fileName, initial, seen = new Set()) {
  if (seen.has(fileName) || initial.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) if (!initial.has(css)) seen.add(css);
  for (const imported of chunk.imports) chunkFiles(bundle, imported, initial, seen);
  return seen;
}

/**
 * Runs inline at the top of index.html (serialised as source, so it uses nothing outside itself).
 * - `routes` `[pathPattern, files][]`: the first route matching the address gets its files
 *   preloaded (`<link rel="modulepreload">`, stylesheets `<link rel="preload" as="style">`).
 * - `reads` `[pattern, urls, image, media][]`: every entry matching the path and query (and the
 *   `media` query, when it names one) starts its API
 *   reads as credentialed fetches, kept in `window.__routeReads` by URL for the app's first query
 *   of each (`src/shared/api/api-fetch.ts`). `image` `[url, field]` names the read whose answer
 *   holds the page's largest image (`field` a dotted path into the answer): it is preloaded at
 *   high priority as soon as the answer is in, while the entry script is still downloading.
 * - `deferReads`: the reads are not started here but by the app, through
 *   `window.__startRouteReads()` (the demo: its mock backend must be running first).
 * Stylesheets are preloaded in CORS mode like the lazy chunks' `<link crossorigin>` that use them
 * (a mismatched mode makes the browser download them twice); images without, like `<img>`.
 */
export function startLandingRoute(routes, base, reads, api, deferReads) {
  function link(rel, href, as, cors, priority) {
    const l = document.createElement('link');
    l.rel = rel;
    if (as) l.setAttribute('as', as);
    if (cors !== null) l.setAttribute('crossorigin', cors);
    if (priority) l.setAttribute('fetchpriority', priority);
    l.href = href;
    document.head.appendChild(l);
  }
  function add(file) {
    // Style preloads default to the top priority, ahead of the entry script, which everything
    // waits for: on a phone's six connections they went first and the entry started a round
    // trip later. The route cannot render before the entry has run anyway.
    if (/\.css$/.test(file)) link('preload', base + file, 'style', '', 'low');
    else link('modulepreload', base + file, '', '');
  }
  const path = location.pathname;
  for (let i = 0; i < routes.length; i++) {
    if (new RegExp(routes[i][0]).test(path)) {
      routes[i][1].forEach(function (file) { add(file); });
      break;
    }
  }
  const address = path + location.search;
  const started = (window.__routeReads = {});
  function startReads() { reads.forEach(startEntry); }
  if (deferReads) window.__startRouteReads = startReads;
  else startReads();
  function startEntry(entry) {
    const match = new RegExp(entry[0], 'i').exec(address);
    if (!match || (entry[3] && !matchMedia(entry[3]).matches)) return;
    function url(read) { return new URL(api + read.replace('$1', match[1] || ''), location.href).href; }
    entry[1].forEach(function (read) {
      const u = url(read);
      if (started[u]) return;
      started[u] = fetch(u, { credentials: 'include' });
      started[u].catch(function () {});
    });
    const image = entry[2];
    if (!image || !started[url(image[0])]) return;
    started[url(image[0])]
      .then(function (response) { return response.ok ? response.clone().json() : null; })
      .then(function (body) {
        const src = image[1].split('.').reduce(function (value, key) { return value && value[key]; }, body);
        if (typeof src === 'string' && src) link('preload', src, 'image', null, 'high');
      })
      .catch(function () {});
  }
}

/** Route data (src/app/routes/route-data.ts) as `startLandingRoute` takes it. */
export function landingReads(data) {
  return data.map(({ pattern, reads, image, media }) => [pattern, reads, image ? [image.read, image.field] : null, media ?? null]);
}

/**
 * The landing script goes right after the viewport meta: its data reads test media queries, and
 * until that meta is parsed a phone lays the page out 980 px wide, so every query sees a desktop
 * (the filter vocabulary for wide screens was fetched on phones). It stays ahead of the
 * stylesheets, which an inline script after them would wait for.
 */
export function placeLandingScript(html, script) {
  const viewport = /<meta\s+name="viewport"[^>]*>/.exec(html);
  if (!viewport) throw new Error('route-preload: index.html needs <meta name="viewport"> for the landing script to follow');
  const at = viewport.index + viewport[0].length;
  return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
}

export function routePreload({ routerFile = 'src/app/routes/router.tsx', data = [] } = {}) {
  let root = process.cwd();
  let base = '/';
  // Where `data` reads go. In the demo they wait for the app to start them (its mock answers only
  // once the entry has started it: a read sent from index.html would reach the static host).
  let apiBase = '/api';
  let deferReads = false;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      apiBase = `${(config.env.VITE_API_HOST ?? '').replace(/\/$/, '')}/api`;
      deferReads = config.env.VITE_API_MOCKING === 'true';
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const table = readRouteTable(readFileSync(join(root, routerFile), 'utf8'));
        if (table.length === 0) throw new Error(`route-preload: no lazy page routes found in ${routerFile}`);
        const initial = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+)"/g)].map((m) => m[1].replace(base.slice(1), '')));
        const chunksByPage = new Map();
        // The chunk holding a page's index module is the one its lazy import loads: the page's
        // own chunk, or a group's (the front page's, scripts/lib/front-page-plugin.mjs).
        for (const chunk of Object.values(ctx.bundle)) {
          if (chunk.type !== 'chunk' || chunk.isEntry) continue;
          for (const id of chunk.moduleIds) {
            const page = /src\/pages\/([\w-]+)\/index\.tsx?$/.exec(id.replace(/\\/g, '/'))?.[1];
            if (page) chunksByPage.set(page, [...chunkFiles(ctx.bundle, chunk.fileName, initial)]);
          }
        }
        const routes = table.filter(([, page]) => chunksByPage.has(page)).map(([pattern, page]) => [pattern, chunksByPage.get(page)]);
        const script = `(${String(startLandingRoute).replace(/\n\s*/g, '')})(${[routes, base, landingReads(data), apiBase, deferReads].map((value) => JSON.stringify(value)).join(',')})`;
        return placeLandingScript(html, script);
      },
    },
  };
}
