import { HttpHandler, matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../handlers';
import { literalPieces, mayMatch } from './cookies-on-match';

// Addresses the app and the mock serve, in the forms a browser sends them (case, trailing slash, query).
const URLS = [
  'http://localhost:5173/api/music/albums/5/',
  'http://localhost:5173/api/music/albums/5',
  'http://localhost:5173/API/Music/Albums/5/',
  'http://localhost:5173/api/music/tracks/?type=tracks&keywords_include=Dark',
  'http://localhost:5173/api/music/tracks/12/versions/',
  'http://localhost:5173/api/music/tracks/12/stems',
  'http://localhost:5173/api/music/albums/featured?homepage=true',
  'http://localhost:5173/api/music/albums/splash_banner/',
  'http://localhost:5173/api/music/playlist/3/cuesheet/',
  'http://localhost:5173/api/music/as-heard-on-categories/by-name/?name=Drama',
  'http://localhost:5173/api/users/me/',
  'http://localhost:5173/api/users/me/projects/',
  'http://localhost:5173/api/users/me/projects/0b6c/items/4/',
  'http://localhost:5173/api/users/me/impersonate/stop/',
  'http://localhost:5173/api/login/',
  'http://localhost:5173/api/nothing-here/',
  'http://localhost:5173/mock-media/artwork/album-61.svg?size=thumb',
  'http://localhost:5173/mock-media/waveform/track-600.svg',
  'http://localhost:5173/mock-media/audio/track-3.mp3',
  'http://localhost:5173/assets/index-abc.js',
  'http://localhost:8090/api/music/composers/',
];

describe('the path prefilter of the mock handlers', () => {
  it('never rules out a URL that a handler path matches', () => {
    let compared = 0;
    for (const handler of handlers) {
      if (!(handler instanceof HttpHandler) || typeof handler.info.path !== 'string') continue;
      const pieces = literalPieces(handler.info.path);
      for (const address of URLS) {
        const url = new URL(address);
        if (matchRequestUrl(url, handler.info.path, 'http://localhost:5173/').matches) {
          expect(mayMatch(pieces, url), `${handler.info.path} ← ${address}`).toBe(true);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(URLS.length);
  });

  it('rules out paths whose literal text the URL lacks', () => {
    const url = new URL('http://localhost:5173/mock-media/artwork/album-61.svg?size=thumb');
    expect(mayMatch(literalPieces('*/api/music/:type/:key/'), url)).toBe(false);
    expect(mayMatch(literalPieces('*/api/users/me/'), url)).toBe(false);
    expect(mayMatch(literalPieces('*/mock-media/artwork/:name'), url)).toBe(true);
    expect(mayMatch(literalPieces('*'), url)).toBe(true);
  });

  it('reads a path as lower-case literal pieces between wildcards and params', () => {
    expect(literalPieces('*/api/music/:type/:key/cuesheet/')).toEqual(['/api/music', '/cuesheet']);
    expect(literalPieces('/api/*')).toEqual(['/api']);
    expect(literalPieces('*/API/Users/me/')).toEqual(['/api/users/me']);
  });
});

describe("a matching handler's cookies", () => {
  it('are the cookies the mock reads for the request, and the request is left as it came', async () => {
    document.cookie = 'sessionid=abc123; path=/';
    const request = new Request('http://localhost:5173/api/users/me/');
    const handler = handlers.find(
      (candidate) => candidate instanceof HttpHandler && candidate.info.method === 'GET' && candidate.info.path === '*/api/users/me/',
    ) as HttpHandler;
    const parsed = await handler.parse({ request, resolutionContext: { baseUrl: 'http://localhost:5173/' } });
    document.cookie = 'sessionid=; path=/; max-age=0';
    expect(parsed.match.matches).toBe(true);
    expect(parsed.cookies).toMatchObject({ sessionid: 'abc123' });
    // MSW's own reading appended the cookies to the request's header on every handler it tried.
    expect(request.headers.get('cookie')).toBeNull();
  });
});
