import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRouteTable } from './route-preload-plugin.mjs';

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
