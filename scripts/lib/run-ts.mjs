#!/usr/bin/env node
// Runs a TypeScript file (with the project's `@/` and `@mocks/` aliases) in Node through Vite's
// SSR module loader: `node scripts/lib/run-ts.mjs scripts/some-script.ts [args...]`.
// Node 20 cannot strip types itself and the repo has no tsx; Vite already is a dependency.
import { resolve } from 'node:path';
import { createServer } from 'vite';

const [file, ...args] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/lib/run-ts.mjs <file.ts> [args...]');
  process.exit(2);
}
process.argv = [process.argv[0], resolve(file), ...args];

const server = await createServer({
  configFile: resolve('vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  // No HMR websocket: several scripts (the bench, the mock API server) may run side by side.
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let code = 0;
try {
  const module = await server.ssrLoadModule(resolve(file));
  if (typeof module.main === 'function') await module.main(args);
  else if (typeof module.default === 'function') await module.default(args);
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await server.close();
}
process.exit(process.exitCode ?? code);
