// Vite build plugin: the landing route's page chunk starts downloading with the entry, not after
// it. It reads the route table in src/app/routes/router.tsx (each `path` with its lazy
// `import('@/pages/…')`), finds each page's chunk and the chunks and CSS it imports, and puts a
// tiny inline script at the top of index.html that adds <link rel="modulepreload"> (and style
// preloads) for the route the address bar matches. Without it the page chunk is discovered only
// once the entry has downloaded and run: one more round trip on a mobile network. Given `data`
// (src/app/routes/route-data.ts), a build talking to a real API also preloads the API reads the
// matched page's first paint waits for.
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
 * `always`: modules every route loads lazily right after the first render (the toast host):
 * preloaded on every route at low priority, so they are found with the entry without competing
 * with the route's own chunks.
 */
export function routePreload({ routerFile = 'src/app/routes/router.tsx', always = ['src/shared/ui/toast/index.ts'], data = [] } = {}) {
  let root = process.cwd();
  let base = '/';
  // Where `data` reads go, or null when nothing may be preloaded (the demo: its mock answers only
  // once the entry has started it, so a read sent from index.html would reach the static host).
  let apiBase = null;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      apiBase = config.env.VITE_API_MOCKING === 'true' ? null : `${(config.env.VITE_API_HOST ?? '').replace(/\/$/, '')}/api`;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const table = readRouteTable(readFileSync(join(root, routerFile), 'utf8'));
        if (table.length === 0) throw new Error(`route-preload: no lazy page routes found in ${routerFile}`);
        const initial = new Set([...html.matchAll(/(?:src|href)="\/?([^"]+)"/g)].map((m) => m[1].replace(base.slice(1), '')));
        const chunksByPage = new Map();
        for (const chunk of Object.values(ctx.bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isDynamicEntry || !chunk.facadeModuleId) continue;
          const page = /src\/pages\/([\w-]+)\/index\.tsx?$/.exec(chunk.facadeModuleId)?.[1];
          if (page) chunksByPage.set(page, [...chunkFiles(ctx.bundle, chunk.fileName, initial)]);
        }
        const routes = table.filter(([, page]) => chunksByPage.has(page)).map(([pattern, page]) => [pattern, chunksByPage.get(page)]);
        const late = new Set();
        for (const chunk of Object.values(ctx.bundle)) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          const id = chunk.facadeModuleId.replace(/\\/g, '/');
          if (always.some((module) => id.endsWith(`/${module}`))) chunkFiles(ctx.bundle, chunk.fileName, initial, late);
        }
        const reads = apiBase === null ? [] : data.map(({ pattern, reads: urls }) => [pattern, urls]);
        // Stylesheets are preloaded in CORS mode like the lazy chunks' <link crossorigin> that use
        // them (a mismatched credentials mode makes the browser download them twice). Data reads
        // are credentialed fetches, as the app's queries are.
        const script =
          `(function(r,a,b,d,api){function link(rel,href,as,cors,low){var l=document.createElement('link');l.rel=rel;if(as)l.as=as;l.crossOrigin=cors;` +
          `if(low)l.fetchPriority='low';l.href=href;document.head.appendChild(l)}` +
          `function add(f,low){if(/\\.css$/.test(f))link('preload',b+f,'style','',low);else link('modulepreload',b+f,'','',low)}` +
          `var p=location.pathname;for(var i=0;i<r.length;i++){if(new RegExp(r[i][0]).test(p)){r[i][1].forEach(function(f){add(f)});break}}` +
          `a.forEach(function(f){add(f,1)});` +
          `var q=p+location.search,seen={};for(var j=0;j<d.length;j++){var m=new RegExp(d[j][0],'i').exec(q);if(m)d[j][1].forEach(function(u){u=api+u.replace('$1',m[1]||'');if(!seen[u]){seen[u]=1;link('preload',u,'fetch','use-credentials')}})}` +
          `})(${JSON.stringify(routes)},${JSON.stringify([...late])},${JSON.stringify(base)},${JSON.stringify(reads)},${JSON.stringify(apiBase ?? '')})`;
        return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
      },
    },
  };
}
