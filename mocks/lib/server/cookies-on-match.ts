import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';

const NO_MATCH = { matches: false, params: {} } as const;

function methodMatches(expected: string | RegExp, actual: string): boolean {
  return expected instanceof RegExp ? expected.test(actual) : expected.toLowerCase() === actual.toLowerCase();
}

/**
 * MSW (2.x) reads a request's cookies in every HTTP handler it tries, before testing that handler's
 * method and path, and each read appends the cookies to the request's Cookie header once more: a
 * request that passed 40 handlers parsed a header grown 40-fold, and the cookie store's lookups
 * ran 40 times (most of the mock's time per call in the browser's profiles). Here a handler reads
 * them only once its method and path match: once per request. Handlers with a custom predicate
 * are left as they are.
 */
export function readCookiesOnMatch(handler: RequestHandler): RequestHandler {
  if (!(handler instanceof HttpHandler)) return handler;
  const { method, path } = handler.info;
  if (typeof path === 'function') return handler;
  const parse = handler.parse.bind(handler);
  handler.parse = async (args) => {
    if (!methodMatches(method, args.request.method)) return { match: NO_MATCH, cookies: {} };
    const match = matchRequestUrl(new URL(args.request.url), path, args.resolutionContext?.baseUrl);
    return match.matches ? parse(args) : { match, cookies: {} };
  };
  return handler;
}
