#!/usr/bin/env node
// Builds what the real-HTTP e2e tests: the production bundle (no mock code) calling the mock API
// server over HTTP (`VITE_API_HOST`, the e2e's API port), into dist-http/. `npm run build:http`;
// `npm test` builds it beside the other builds, and the Playwright config when run alone.
import { build } from 'vite';
import { API_ORIGIN } from './e2e-http-ports.mjs';

process.env.VITE_API_HOST = API_ORIGIN;
await build({ mode: 'production', logLevel: 'warn', build: { outDir: 'dist-http', emptyOutDir: true } });
