// A static file server for measurements: serves a built directory the way a production host
// would (brotli or gzip by Accept-Encoding, index.html for client-side routes, long-lived caching
// for hashed assets), so every build in a Lighthouse comparison is served identically.
// The demo e2e serves the built demo with it uncompressed (`compress: false`; from the command line:
// `node scripts/lib/static-server.mjs <dir> --port N --uncompressed`): over loopback, compressing
// each file at each fresh page (`vite preview` gzips every answer) and inflating it in the browser
// was CPU the tests took from the app.
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Serves `root` on `port` (0 = any free port). Resolves to { url, close }. */
export function serveStatic(root, { port = 0, compress = true } = {}) {
  const cache = new Map();
  const encoded = (file, encoding) => {
    const key = `${file}:${encoding}`;
    if (!cache.has(key)) {
      const body = readFileSync(file);
      cache.set(
        key,
        encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }) : encoding === 'gzip' ? gzipSync(body, { level: 9 }) : body,
      );
    }
    return cache.get(key);
  };
  // A production host serves precompressed files: compress everything before the first request,
  // so no measured page load waits on the server compressing a chunk on the spot.
  for (const file of compress ? walk(root) : []) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    encoded(file, 'br');
    encoded(file, 'gzip');
  }
  const server = createServer((request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    } catch {
      // Broken percent-encoding is the client's error, as on a production host; it must not stop the server.
      response.writeHead(400).end();
      return;
    }
    let file = normalize(join(root, path));
    if (!file.startsWith(normalize(root)) || !existsSync(file) || statSync(file).isDirectory()) {
      // Client-side routes get the app shell; a missing asset is a real 404.
      if (extname(path)) {
        response.writeHead(404).end();
        return;
      }
      file = join(root, 'index.html');
    }
    const type = extname(file);
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encoding = !compress || !COMPRESSIBLE.has(type) ? 'identity' : /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
    const body = encoded(file, encoding);
    response.writeHead(200, {
      'content-type': TYPES[type] ?? 'application/octet-stream',
      'content-length': body.length,
      ...(encoding !== 'identity' ? { 'content-encoding': encoding } : {}),
      vary: 'accept-encoding',
      'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({ url: `http://localhost:${address.port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

// `node scripts/lib/static-server.mjs <dir> [--port N] [--uncompressed]`: serves until stopped.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const root = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--port');
  const portAt = args.indexOf('--port');
  if (!root || !existsSync(root)) {
    console.error(`usage: node scripts/lib/static-server.mjs <built folder> [--port N] [--uncompressed] (no folder ${root ?? ''})`);
    process.exit(2);
  }
  const server = await serveStatic(root, { port: portAt >= 0 ? Number(args[portAt + 1]) : 0, compress: !args.includes('--uncompressed') });
  console.log(`serving ${root} at ${server.url}`);
}
