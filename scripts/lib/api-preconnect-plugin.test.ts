import { describe, expect, it } from 'vitest';
import { apiOrigin, apiPreconnect } from './api-preconnect-plugin.mjs';

type HtmlHook = () => unknown;
type ConfigHook = (config: { env: Record<string, string> }) => void;

function tagsFor(env: Record<string, string>) {
  const plugin = apiPreconnect() as unknown as { configResolved: ConfigHook; transformIndexHtml: HtmlHook };
  plugin.configResolved({ env });
  return plugin.transformIndexHtml();
}

describe('api-preconnect', () => {
  it('opens a credentialed connection to an API on another origin from index.html', () => {
    expect(tagsFor({ VITE_API_HOST: 'https://api.example.com/v1' })).toEqual([
      { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: 'use-credentials' }, injectTo: 'head-prepend' },
    ]);
  });

  it('adds nothing when the API is the page’s own origin (the demo, the dev server)', () => {
    expect(tagsFor({})).toBeUndefined();
    expect(tagsFor({ VITE_API_HOST: '' })).toBeUndefined();
    expect(apiOrigin('not a url')).toBeNull();
  });
});
