import { describe, expect, it } from 'vitest';
import { dataPageModules, inlineStyles, pageModules } from './front-page-plugin.mjs';

type Chunk = { type: 'chunk'; fileName: string; name: string; isEntry: boolean; isDynamicEntry: boolean; facadeModuleId: string | null; moduleIds: string[]; imports: string[]; viteMetadata: { importedCss: Set<string> } };

function chunk(fileName: string, moduleIds: string[], extra: Partial<Chunk> = {}): Chunk {
  return { type: 'chunk', fileName, name: fileName.replace(/-.*$/, ''), isEntry: false, isDynamicEntry: false, facadeModuleId: null, moduleIds, imports: [], viteMetadata: { importedCss: new Set() }, ...extra };
}

const css = (source: string) => ({ type: 'asset' as const, source });

describe('front page: the modules its chunks hold', () => {
  const entry = chunk('index-a.js', ['/app/src/app/main.tsx', '/app/node_modules/react/index.js'], { isEntry: true });
  const home = chunk('home-b.js', ['/app/src/pages/home/ui/home-page.tsx', '/app/src/pages/home/index.ts'], {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/pages/home/index.ts',
    imports: ['index-a.js', 'shared-c.js'],
  });
  const shared = chunk('shared-c.js', ['/app/src/shared/ui/artwork/artwork.tsx'], { imports: ['index-a.js'] });
  const search = chunk('search-d.js', ['/app/src/pages/search/index.ts'], { isDynamicEntry: true, facadeModuleId: '/app/src/pages/search/index.ts', imports: ['shared-c.js'] });

  it("gathers the page's chunk and the chunks it imports, not the entry's modules nor other pages'", () => {
    const modules = pageModules([entry, home, shared, search], /\/src\/pages\/home\/index\.tsx?$/);
    expect([...modules].sort()).toEqual(['/app/src/pages/home/index.ts', '/app/src/pages/home/ui/home-page.tsx', '/app/src/shared/ui/artwork/artwork.tsx']);
  });

  it("gathers the data pages' modules, less the front page's", () => {
    const album = chunk('collection-e.js', ['/app/src/pages/collection/index.ts', '/app/src/entities/track/ui/track-row.tsx'], {
      isDynamicEntry: true,
      facadeModuleId: '/app/src/pages/collection/index.ts',
      imports: ['index-a.js', 'shared-c.js'],
    });
    const output = [entry, home, shared, search, album];
    const front = pageModules(output, /\/src\/pages\/home\/index\.tsx?$/);
    const modules = dataPageModules(output, [/\/src\/pages\/search\/index\.tsx?$/, /\/src\/pages\/collection\/index\.tsx?$/], front);
    expect([...modules].sort()).toEqual(['/app/src/entities/track/ui/track-row.tsx', '/app/src/pages/collection/index.ts', '/app/src/pages/search/index.ts']);
  });

  it('fails the build when the page has no chunk of its own', () => {
    expect(() => pageModules([entry], /\/src\/pages\/home\/index\.tsx?$/)).toThrow(/no lazily loaded chunk/);
  });
});

describe('front page: styles inline in index.html', () => {
  const html = '<head><script type="module" crossorigin src="/assets/index-a.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-a.css">\n</head>';

  function bundle() {
    const frontPage = chunk('front-page-b.js', ['/app/src/pages/home/index.ts'], { name: 'front-page', viteMetadata: { importedCss: new Set(['assets/front-page-b.css']) } });
    const search = chunk('search-c.js', ['/app/src/pages/search/index.ts'], { viteMetadata: { importedCss: new Set(['assets/search-c.css', 'assets/index-a.css', 'assets/front-page-b.css']) } });
    return {
      'index-a.js': chunk('index-a.js', [], { isEntry: true, viteMetadata: { importedCss: new Set(['assets/index-a.css']) } }),
      'front-page-b.js': frontPage,
      'search-c.js': search,
      'assets/index-a.css': css('.page{padding:16px}'),
      'assets/front-page-b.css': css('.home-hero{height:480px}'),
      'assets/search-c.css': css('.search-page{max-width:1360px}'),
    };
  }

  it("puts the shell's stylesheet, then the front page's styles, in <style> elements naming their files", () => {
    const { html: out, inlined } = inlineStyles(html, bundle(), '/', 'front-page');
    expect(out).toContain('<style data-href="/assets/index-a.css">.page{padding:16px}</style><style data-href="/assets/front-page-b.css" data-route>.home-hero{height:480px}</style>');
    expect(out).not.toContain('rel="stylesheet"');
    expect(inlined).toEqual(['assets/index-a.css', 'assets/front-page-b.css']);
  });

  it('takes the inlined files out of every lazy import’s list, so none is fetched and applied again over a page’s styles', () => {
    const files = bundle();
    inlineStyles(html, files, '/', 'front-page');
    expect([...files['search-c.js'].viteMetadata.importedCss]).toEqual(['assets/search-c.css']);
    expect([...files['front-page-b.js'].viteMetadata.importedCss]).toEqual([]);
  });

  it('keeps a stylesheet holding "</style" a file (inline it would end the element early)', () => {
    const files = { ...bundle(), 'assets/index-a.css': css('.a::after{content:"</style>"}') };
    const { html: out, inlined } = inlineStyles(html, files, '/', 'front-page');
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a.css">');
    expect(inlined).toEqual(['assets/front-page-b.css']);
  });
});
