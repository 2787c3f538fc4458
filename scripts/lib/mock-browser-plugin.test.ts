import type { HtmlTagDescriptor, IndexHtmlTransformContext, ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { mockDatabaseSnapshot } from './mock-browser-plugin.mjs';

type Handler = (html: string, context: IndexHtmlTransformContext) => HtmlTagDescriptor[] | undefined;

/** The tags the demo build's index.html gets for a bundle. */
function demoHeadTags(bundle: Record<string, unknown>, html = '<head></head>'): HtmlTagDescriptor[] {
  const plugin = mockDatabaseSnapshot();
  (plugin.configResolved as (config: Partial<ResolvedConfig>) => void)({ root: '/app', base: '/', command: 'build' });
  const transform = plugin.transformIndexHtml as { handler: Handler };
  return transform.handler(html, { bundle } as unknown as IndexHtmlTransformContext) ?? [];
}

const bundle = {
  'assets/mock-database-1.json': { type: 'asset', fileName: 'assets/mock-database-1.json', names: ['mock-database.json'] },
  'assets/index-2.js': { type: 'chunk', fileName: 'assets/index-2.js', facadeModuleId: '/app/index.html', imports: [] },
  'assets/browser-3.js': { type: 'chunk', fileName: 'assets/browser-3.js', facadeModuleId: '/app/mocks/browser.ts', imports: ['assets/scale-4.js'] },
  'assets/scale-4.js': { type: 'chunk', fileName: 'assets/scale-4.js', imports: ['assets/shared-5.js'] },
  'assets/shared-5.js': { type: 'chunk', fileName: 'assets/shared-5.js', imports: [] },
  'assets/mock-contract-6.js': { type: 'chunk', fileName: 'assets/mock-contract-6.js', facadeModuleId: '/app/mocks/lib/contract/mock-contract.ts', imports: ['assets/shared-7.js'] },
  'assets/shared-7.js': { type: 'chunk', fileName: 'assets/shared-7.js', imports: [] },
  'assets/drf-errors-8.js': { type: 'chunk', fileName: 'assets/drf-errors-8.js', facadeModuleId: '/app/mocks/lib/contract/drf-errors.ts', imports: [] },
  'assets/seed-9.js': { type: 'chunk', fileName: 'assets/seed-9.js', facadeModuleId: '/app/mocks/seed/index.ts', imports: [] },
};

const modulePreloads = (tags: HtmlTagDescriptor[]) => tags.filter((tag) => tag.attrs?.rel === 'modulepreload').map((tag) => tag.attrs?.href);

describe('demo index.html: the mock backend starts with the page', () => {
  it('preloads the database and the mock chunk with its imports however deep', () => {
    const hrefs = demoHeadTags(bundle).map((tag) => `${tag.attrs?.rel} ${tag.attrs?.href}`);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        'preload /assets/mock-database-1.json',
        'modulepreload /assets/browser-3.js',
        'modulepreload /assets/scale-4.js',
        // An import of an import: without its preload it was fetched a round trip late.
        'modulepreload /assets/shared-5.js',
      ]),
    );
  });

  it('preloads what the mock waits for before its first answer (the contract validator, DRF messages), and nothing it loads later', () => {
    // Found by the mock only once it ran, the validator came a round trip after it: every /api call waits for it.
    const hrefs = modulePreloads(demoHeadTags(bundle));
    expect(hrefs).toEqual(expect.arrayContaining(['/assets/mock-contract-6.js', '/assets/shared-7.js', '/assets/drf-errors-8.js']));
    expect(hrefs).not.toContain('/assets/seed-9.js');
  });

  it('preloads a chunk the route table only names, and never one already a tag of the page', () => {
    const html = '<head><script type="module" src="/assets/shared-5.js"></script><script>start([["^/$",["assets/shared-7.js"]]])</script></head>';
    const hrefs = modulePreloads(demoHeadTags(bundle, html));
    expect(hrefs).toContain('/assets/shared-7.js');
    expect(hrefs).not.toContain('/assets/shared-5.js');
  });

  it('registers the mock worker first thing in the head, so it installs while the entry downloads', () => {
    const script = demoHeadTags(bundle).find((tag) => tag.tag === 'script');
    expect(script?.injectTo).toBe('head-prepend');
    expect(script?.children).toContain('navigator.serviceWorker.register("/mock-api-worker.js")');
  });
});
