import { AsyncLocalStorage } from 'node:async_hooks';
import compression from 'compression';
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createMockApp } from '@mswjs/http-middleware';
import { http } from 'msw';
import { handlers } from '../handlers';
import { enableHttpCookies } from '../lib/server/cookies';
import { notFound } from '../lib/server/http';
import { setScenarios } from '../lib/server/scenarios';
import { parseScale, seedDatabase } from '../seed';
import { setMediaOrigin } from '../serializers/media-urls';
import { contractChecked } from './contract-check';
import { corsHeaders, CORS_ORIGINS_ENV, parseExtraOrigins } from './cors';
import { parseServerOptions, type ServerOptions } from './options';

/**
 * `npm run mock-api`: the mock backend's MSW handlers (the very list the service worker, vitest and
 * Storybook use) served over plain HTTP by `@mswjs/http-middleware`, so the production bundle
 * (`VITE_API_HOST=http://localhost:8000 npm run build`) or any HTTP client can use it. This file
 * only adds what a real server has and a service worker does not: CORS with credentials, cookies
 * in headers (the session cookie HttpOnly), media URLs on this server, the database in memory;
 * and, as every host of the mock does, it holds each call to the API contract (./contract-check).
 */

interface RequestContext {
  /** This server's origin as the client reached it (media URLs point here). */
  origin: string;
  /** The `Cookie` header exactly as the client sent it. */
  cookieHeader: string;
  response: ServerResponse;
}

const context = new AsyncLocalStorage<RequestContext>();

function configureHttpHost(): void {
  // A cookie set outside a handler's response (the CSRF cookie on a first GET) joins the response being written.
  enableHttpCookies(
    () => context.getStore()?.cookieHeader ?? '',
    (setCookie) => context.getStore()?.response.appendHeader('Set-Cookie', setCookie),
  );
  setMediaOrigin(() => context.getStore()?.origin ?? '');
}

/** Whatever no handler answers (paths outside /api and /mock-media), DRF-shaped like the rest. */
const fallbackHandlers = [http.all('*', () => notFound())];

function logLine(request: IncomingMessage, response: ServerResponse, started: number): void {
  console.log(`${request.method} ${request.url} ${response.statusCode} ${Date.now() - started} ms`);
}

/**
 * Answers in JSON (and SVG artwork) are gzipped when the client accepts it, as a production API
 * behind its web server sends them. Downloads and audio are left as they are: their progress is
 * counted against Content-Length, which a compressed answer loses.
 */
// compression is typed for Express but reads only Node's own request and response.
const compressTextAnswers = compression({
  filter: (_request, response) => /^(application\/json|image\/svg\+xml)\b/.test(String(response.getHeader('Content-Type') ?? '')),
}) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

export function startMockApiServer(options: ServerOptions, extraOrigins: readonly string[]) {
  configureHttpHost();
  const app = createMockApp(contractChecked([...handlers, ...fallbackHandlers]));
  app.disable('x-powered-by');
  return createHttpServer((request, response) => {
    const started = Date.now();
    const origin = request.headers.origin;
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
      const headers = corsHeaders(origin, extraOrigins, { requestHeaders: request.headers['access-control-request-headers'] });
      response.writeHead(204, headers).end();
      return;
    }
    for (const [name, value] of Object.entries(corsHeaders(origin, extraOrigins))) response.setHeader(name, value);
    if (!options.quiet) response.on('finish', () => logLine(request, response, started));
    const serverOrigin = `http://${request.headers.host ?? `localhost:${options.port}`}`;
    context.run({ origin: serverOrigin, cookieHeader: request.headers.cookie ?? '', response }, () =>
      compressTextAnswers(request, response, () => app(request, response)),
    );
  });
}

export async function main(args: string[] = process.argv.slice(2)): Promise<void> {
  const options = parseServerOptions(args, process.env);
  const extraOrigins = parseExtraOrigins(process.env[CORS_ORIGINS_ENV]);
  const started = Date.now();
  seedDatabase({ scale: parseScale(process.env.MOCK_SCALE) });
  // MOCK_STRICT=1: every request is answered as a server built from the spec alone would.
  const strict = process.env.MOCK_STRICT === '1';
  if (strict) setScenarios(['strict']);
  const server = startMockApiServer(options, extraOrigins);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  console.log(
    `Mock API on http://localhost:${options.port} (seeded in ${Date.now() - started} ms; personas' password demo1234${strict ? '; strict: the spec\'s calls and fields only' : ''})`,
  );
  await new Promise<void>((resolve) => {
    const stop = () => {
      server.close(() => resolve());
      server.closeAllConnections();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
