// Vite build plugins: the front page (`/`) arrives as the entry, one script of its own and no
// stylesheet file. On a phone's connection every file downloading beside the entry takes a share
// of the bandwidth and shrinks the entry's congestion window, which then has to grow back: the
// home page's four scripts and three stylesheets (8 kB in all) held its first paint back by a
// round trip (Lighthouse, mobile: LCP 1.89 s with them, 1.74–1.83 s as one script and inline
// styles; docs/decisions/front-page-one-script.md).
//
// - `front-page-chunk`: a first, unwritten build finds every module the home page's chunks hold
//   (the page and the shared code it uses, as the bundler tree-shook them); the real build then
//   puts exactly those modules in one chunk, `front-page`. Pages that share some of that code
//   (search, the collection pages) load the same chunk. Found by a build, not listed by hand: a
//   new dependency of the home page joins the chunk by itself, and the barrels (a slice's index)
//   do not drag their other exports in.
//   The data pages (search, and the album, playlist and sampler page) get the same treatment: every
//   module their chunks hold beyond the front page's goes into one chunk, `data-pages`. Split the
//   usual way they started 12–15 files with the entry, and on a phone each waited its turn for a
//   connection before the page's first rows could paint (Lighthouse LCP on search 2.34–2.35 s → 2.06–
//   2.07 s; docs/decisions/data-pages-one-chunk.md).
// - `inline-first-styles`: index.html carries the shell's stylesheet and the front page's styles
//   as <style> elements. The first paint no longer waits for a stylesheet request, and the inlined
//   files are taken out of every lazy import's preload list, so nothing asks for them again. Each
//   <style> names its file in `data-href` (still emitted; the entry budget counts the shell's, and
//   `data-route` marks the front page's, which belongs to its route like its script).

/** Set while the first (unwritten) build runs, so that build does not start another. */
const FIRST_PASS = 'CUEBOX_FRONT_PAGE_FIRST_PASS';
export const FRONT_PAGE_CHUNK = 'front-page';
export const DATA_PAGES_CHUNK = 'data-pages';

/**
 * The modules of a page's chunk and of every chunk it imports statically, the entry's excepted:
 * everything that page loads beyond the entry, as the bundler split it.
 */
export function pageModules(output, pageIndex) {
  const chunks = new Map(output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const page = [...chunks.values()].find((chunk) => chunk.isDynamicEntry && pageIndex.test((chunk.facadeModuleId ?? '').replace(/\\/g, '/')));
  if (!page) throw new Error(`front-page: no lazily loaded chunk for ${pageIndex}`);
  const modules = new Set();
  const seen = new Set();
  const visit = (fileName) => {
    const chunk = chunks.get(fileName);
    if (!chunk || chunk.isEntry || seen.has(fileName)) return;
    seen.add(fileName);
    for (const id of chunk.moduleIds ?? Object.keys(chunk.modules)) modules.add(id);
    for (const imported of chunk.imports) visit(imported);
  };
  visit(page.fileName);
  return modules;
}

/**
 * The modules the data pages' chunks hold (each page matched by its index module, as `pageModules`
 * finds them), less those the front page's chunk takes: what goes into the `data-pages` chunk.
 */
export function dataPageModules(output, dataPages, frontPageModules) {
  return new Set(dataPages.flatMap((index) => [...pageModules(output, index)]).filter((id) => !frontPageModules.has(id)));
}

/**
 * index.html with its stylesheet links, and the CSS of the chunk named `routeChunk`, as <style>
 * elements. Takes every inlined file out of every chunk's imported CSS (the lazy imports' preload
 * lists are built from it), and returns the file names it inlined.
 */
export function inlineStyles(html, bundle, base, routeChunk) {
  const cssOf = (fileName) => {
    const asset = bundle[fileName];
    if (!asset || asset.type !== 'asset') return null;
    const css = String(asset.source);
    // A stylesheet holding "</style" would end the element early: keep such a file a file.
    return /<\/style/i.test(css) ? null : css;
  };
  const inlined = [];
  let out = html.replace(/<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g, (link, href) => {
    const css = cssOf(href.slice(base.length));
    if (css === null) return link;
    inlined.push(href.slice(base.length));
    return `<style data-href="${href}">${css}</style>`;
  });
  const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === routeChunk);
  const routeCss = [...(chunk?.viteMetadata?.importedCss ?? [])].filter((file) => cssOf(file) !== null);
  if (routeCss.length > 0) {
    const styles = routeCss.map((file) => `<style data-href="${base}${file}" data-route>${cssOf(file)}</style>`).join('');
    out = out.includes('</style>') ? out.replace(/(.*<\/style>)/s, `$1${styles}`) : out.replace('</head>', `${styles}</head>`);
    inlined.push(...routeCss);
  }
  // A lazy import lists the CSS of every chunk it needs, the entry's included; the browser skips
  // a file only if a <link> to it is in the page. An inlined file asked for again would be
  // applied a second time, after the page's own styles, and undo their overrides.
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    for (const css of inlined) file.viteMetadata?.importedCss?.delete(css);
  }
  return { html: out, inlined };
}

/**
 * The two plugins. `configFile` is the Vite config the first build loads (the caller's own);
 * `page` matches the front page's index module; `drawnWith` the index modules of the lazy parts
 * the front page is drawn with (the footer: the router loads it with every page, and the first
 * paint waits for it), which join the front page's chunk so they add no file of their own;
 * `dataPages` the index modules of the pages that share the `data-pages` chunk.
 */
export function frontPage({ configFile, page = /\/src\/pages\/home\/index\.tsx?$/, drawnWith = [], dataPages = [] }) {
  let base = '/';
  return [
    {
      name: 'front-page-chunk',
      apply: (_config, env) => env.command === 'build' && !process.env[FIRST_PASS],
      async config(_config, env) {
        const { build } = await import('vite');
        process.env[FIRST_PASS] = '1';
        let output;
        try {
          const result = await build({ configFile, mode: env.mode, logLevel: 'silent', build: { write: false, outDir: 'node_modules/.cache/cuebox/front-page-pass' } });
          output = (Array.isArray(result) ? result[0] : result).output;
        } finally {
          delete process.env[FIRST_PASS];
        }
        const modules = new Set([page, ...drawnWith].flatMap((index) => [...pageModules(output, index)]));
        const dataModules = dataPageModules(output, dataPages, modules);
        return {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [
                    { name: FRONT_PAGE_CHUNK, test: (id) => modules.has(id), priority: 2, includeDependenciesRecursively: false },
                    { name: DATA_PAGES_CHUNK, test: (id) => dataModules.has(id), priority: 2, includeDependenciesRecursively: false },
                  ],
                },
              },
            },
          },
        };
      },
    },
    {
      name: 'inline-first-styles',
      apply: 'build',
      configResolved(config) {
        base = config.base;
      },
      transformIndexHtml: {
        order: 'post',
        handler(html, ctx) {
          if (!ctx.bundle) return html;
          return inlineStyles(html, ctx.bundle, base, FRONT_PAGE_CHUNK).html;
        },
      },
    },
  ];
}
