import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';

const NO_MATCH = { matches: false, params: {} } as const;

function methodMatches(expected: string | RegExp, actual: string): boolean {
  return expected instanceof RegExp ? expected.test(actual) : expected.toLowerCase() === actual.toLowerCase();
}

/**
 * The literal pieces of a handler's path (between `*` wildcards and `:param`s), lower-cased and
 * without a trailing `/`: every URL the path matches contains each of them. Trailing slashes go
 * because a param's `/` prefix and the path's last `/` are optional in some forms, and the pieces
 * are lower-cased because paths match case-insensitively.
 */
export function literalPieces(path: string): string[] {
  return path
    .split(/\*+|:[A-Za-z_]\w*/)
    .map((piece) => piece.replace(/\/+$/, '').toLowerCase())
    .filter((piece) => piece.length > 0);
}

/** False when `url` cannot match a path with these pieces; true means "maybe" (compile and test it). */
export function mayMatch(pieces: readonly string[], url: URL): boolean {
  if (pieces.length === 0) return true;
  const address = `${url.origin}${url.pathname}`.toLowerCase();
  return pieces.every((piece) => address.includes(piece));
}

/**
 * MSW (2.x) reads a request's cookies in every HTTP handler it tries, before testing that handler's
 * method and path, and each read appends the cookies to the request's Cookie header once more: a
 * request that passed 40 handlers parsed a header grown 40-fold, and the cookie store's lookups
 * ran 40 times (most of the mock's time per call in the browser's profiles). Here a handler reads
 * them only once its method and path match: once per request. Testing the path compiles its
 * pattern each time, so a path whose literal text is not in the URL is ruled out first (most
 * handlers, for most requests: artwork and waveform requests included). Handlers with a custom
 * predicate are left as they are.
 */
export function readCookiesOnMatch(handler: RequestHandler): RequestHandler {
  if (!(handler instanceof HttpHandler)) return handler;
  const { method, path } = handler.info;
  if (typeof path === 'function') return handler;
  const pieces = typeof path === 'string' ? literalPieces(path) : [];
  const parse = handler.parse.bind(handler);
  handler.parse = async (args) => {
    if (!methodMatches(method, args.request.method)) return { match: NO_MATCH, cookies: {} };
    const url = new URL(args.request.url);
    if (!mayMatch(pieces, url)) return { match: NO_MATCH, cookies: {} };
    const match = matchRequestUrl(url, path, args.resolutionContext?.baseUrl);
    return match.matches ? parse(args) : { match, cookies: {} };
  };
  return handler;
}
