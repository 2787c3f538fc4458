import { server } from '@mocks/node';

/**
 * Every request the mock backend is asked, as URLs in the order they started, until `stop()`.
 * For tests that hold a page to the calls it makes (asked once, not asked again, preloaded).
 */
export function recordRequests(): { urls: URL[]; stop: () => void } {
  const urls: URL[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    urls.push(new URL(request.url));
  };
  server.events.on('request:start', onRequest);
  return { urls, stop: () => server.events.removeListener('request:start', onRequest) };
}
