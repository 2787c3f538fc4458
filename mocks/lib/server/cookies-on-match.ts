import { HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';
import { requestCookies } from './cookies';

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
 * A path with broken percent-encoding (`/api/music/albums/%E0%A4%A/`) is matched as its literal
 * text, as Django keeps such bytes escaped: no handler's pattern for an id takes it, so it gets the
 * 404 of a path no handler answers. Decoded as it was, path-to-regexp threw and the request was
 * answered with a 500.
 */
function matchPath(url: URL, path: string | RegExp, baseUrl: string | undefined): ReturnType<typeof matchRequestUrl> {
  try {
    return matchRequestUrl(url, path, baseUrl);
  } catch (error) {
    if (!(error instanceof URIError)) throw error;
    const literal = new URL(url);
    literal.pathname = url.pathname.replaceAll('%', '%25');
    return matchRequestUrl(literal, path, baseUrl);
  }
}

/**
 * MSW (2.x) reads a request's cookies in every HTTP handler it tries, before testing that handler's
 * method and path: it merges the document's cookies and its own cookie store's (a tough-cookie jar)
 * into a new `Cookie` header each time, and each read appends them to the request's header once
 * more. A request that passed 40 handlers parsed a header grown 40-fold, and even read once per
 * request it was a third of the mock's time for the first answers of the demo's home page. The
 * mock's handlers never use MSW's parsed cookies: they read the request's cookies by the mock's
 * one rule (`requestCookies`: the document in the page hosts, the header the client sent over
 * HTTP). So a handler whose method and path match gets those, and MSW's reading is skipped.
 * Testing the path compiles its pattern each time, so a path whose literal text is not in the URL
 * is ruled out first (most handlers, for most requests: artwork and waveform requests included).
 * Handlers with a custom predicate are left as they are.
 */
export function readCookiesOnMatch(handler: RequestHandler): RequestHandler {
  if (!(handler instanceof HttpHandler)) return handler;
  const { method, path } = handler.info;
  if (typeof path === 'function') return handler;
  const pieces = typeof path === 'string' ? literalPieces(path) : [];
  handler.parse = async (args) => {
    if (!methodMatches(method, args.request.method)) return { match: NO_MATCH, cookies: {} };
    const url = new URL(args.request.url);
    if (!mayMatch(pieces, url)) return { match: NO_MATCH, cookies: {} };
    const match = matchPath(url, path, args.resolutionContext?.baseUrl);
    return { match, cookies: match.matches ? requestCookies(args.request) : {} };
  };
  return handler;
}
