#!/usr/bin/env node
// The `npm test` step for `npm run api:check`: runs the check against `npm run mock-api` (exit 0
// expected), then against `MOCK_STRICT=1` (a server built to the spec alone: exit 0 expected, its
// missing assumed calls and fields reported), and there once more with `--require-assumed`, which
// must exit 1 naming the missing fields: a server that answers a shape the contract refuses fails.
// The mock listens on API_CHECK_MOCK_PORT, else a free port.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const CREDENTIALS = ['--email', 'listener@example.com', '--password', 'demo1234'];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startMock(port, env) {
  const child = spawn('npm', ['run', '-s', 'mock-api', '--', '--port', String(port), '--quiet'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const ready = new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Mock API on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`mock-api exited (${code}) before listening`)));
  });
  return { ready, stop: () => process.kill(-child.pid, 'SIGTERM') };
}

function check(port, extra) {
  return new Promise((resolve) => {
    const child = spawn('node', ['scripts/api-check.mjs', '--host', `http://localhost:${port}`, ...extra], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.once('exit', (code) => resolve({ code, out }));
  });
}

const port = Number(process.env.API_CHECK_MOCK_PORT) || (await freePort());
let failed = false;
for (const strict of [false, true]) {
  const mock = startMock(port, { MOCK_STRICT: strict ? '1' : '' });
  try {
    await mock.ready;
    const runs = [{ extra: CREDENTIALS, expect: 0 }, ...(strict ? [{ extra: ['--require-assumed'], expect: 1 }] : [])];
    for (const run of runs) {
      const { code, out } = await check(port, run.extra);
      process.stdout.write(out);
      const label = `api:check ${strict ? '(MOCK_STRICT=1) ' : ''}${run.extra.includes('--require-assumed') ? '--require-assumed ' : ''}`;
      if (code !== run.expect) {
        failed = true;
        console.error(`✗ ${label}exited ${code}, expected ${run.expect}`);
      } else if (run.expect === 1 && !/✗ \w+ +200 .* is missing/.test(out)) {
        failed = true;
        console.error(`✗ ${label}failed without a row naming a missing field`);
      } else {
        console.log(`✓ ${label}exited ${code} as expected`);
      }
    }
  } finally {
    mock.stop();
  }
}
process.exit(failed ? 1 : 0);
