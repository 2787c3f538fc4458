// Vite build plugin: when the app talks to an API on another origin (`VITE_API_HOST`), index.html
// opens the connection to it while the entry script is still downloading. Every page's first data
// (the session call, then the route's own) and the artwork come from there, so without it the
// connection setup (DNS, TCP, TLS: several round trips on a phone) waits until the app has run.
// Credentialed, because the API calls send the session cookie (and images share that pool).

/** The origin of `VITE_API_HOST` when it names another server; null for same-origin builds. */
export function apiOrigin(host) {
  if (!host) return null;
  try {
    return new URL(host).origin;
  } catch {
    return null;
  }
}

export function apiPreconnect() {
  let origin = null;
  return {
    name: 'api-preconnect',
    apply: 'build',
    configResolved(config) {
      origin = apiOrigin(config.env.VITE_API_HOST);
    },
    transformIndexHtml() {
      if (!origin) return undefined;
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: 'use-credentials' }, injectTo: 'head-prepend' }];
    },
  };
}
