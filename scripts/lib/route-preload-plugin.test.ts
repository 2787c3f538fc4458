import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeLandingScript, readRouteTable } from './route-preload-plugin.mjs';

describe('route preload: the route table read from the router source', () => {
  it('finds every page route of the app, the collection pages included', () => {
    const table = readRouteTable(readFileSync('src/app/routes/router.tsx', 'utf8'));
    const pageAt = (path: string) => table.find(([pattern]) => new RegExp(pattern).test(path))?.[1];
    expect(pageAt('/')).toBe('home');
    expect(pageAt('/search')).toBe('search');
    // Written once with a template literal, these three were skipped and never preloaded.
    expect(pageAt('/album/3/true-crime-textures')).toBe('collection');
    expect(pageAt('/playlist/2')).toBe('collection');
    expect(pageAt('/sampler/1')).toBe('collection');
    expect(pageAt('/project/abc')).toBe('project');
    expect(pageAt('/no/such/page')).toBeUndefined();
  });
});

describe('route preload: where the landing script goes', () => {
  const html = [
    '<head>',
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '<script type="module" src="/assets/index.js"></script>',
    '<link rel="stylesheet" href="/assets/index.css">',
    '</head>',
  ].join('\n');

  it('runs after the viewport meta (its media queries see the phone width) and before the stylesheets', () => {
    const out = placeLandingScript(html, 'startLandingRoute()');
    const at = (text: string) => out.indexOf(text);
    expect(at('<script>startLandingRoute()</script>')).toBeGreaterThan(at('name="viewport"'));
    expect(at('<script>startLandingRoute()</script>')).toBeLessThan(at('rel="stylesheet"'));
    expect(at('<script>startLandingRoute()</script>')).toBeLessThan(at('type="module"'));
  });

  it('refuses a page without a viewport meta', () => {
    expect(() => placeLandingScript('<head></head>', 'x')).toThrow(/viewport/);
  });
});
