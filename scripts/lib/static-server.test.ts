import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from './static-server.mjs';

// Straight to the server: the unit tests' mock backend would otherwise take every fetch.
const get = (url: string) => fetch(bypass(url));

describe('static server', () => {
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-server-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    server = await serveStatic(root);
  });

  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('answers an address with broken percent-encoding 400 and keeps serving', async () => {
    expect((await get(`${server.url}/%E0%A4%A`)).status).toBe(400);
    const shell = await get(`${server.url}/search`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('<title>app</title>');
  });

  it('compresses by Accept-Encoding, and not at all when told (the demo e2e, over loopback)', async () => {
    writeFileSync(join(root, 'app.js'), 'export const answer = 42;\n'.repeat(200));
    const plain = await serveStatic(root, { compress: false });
    try {
      const headers = { 'accept-encoding': 'gzip, br' };
      expect((await fetch(bypass(`${server.url}/app.js`, { headers }))).headers.get('content-encoding')).toBe('br');
      const uncompressed = await fetch(bypass(`${plain.url}/app.js`, { headers }));
      expect(uncompressed.headers.get('content-encoding')).toBeNull();
      expect(await uncompressed.text()).toContain('export const answer = 42;');
    } finally {
      await plain.close();
    }
  });

  it('gives client-side routes the app shell and a missing asset a 404', async () => {
    expect((await get(`${server.url}/album/1/stingers`)).status).toBe(200);
    expect((await get(`${server.url}/assets/missing.js`)).status).toBe(404);
  });
});
