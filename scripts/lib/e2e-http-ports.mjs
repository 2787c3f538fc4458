// Ports of the real-HTTP e2e run, in one place for the Playwright config, the specs
// (e2e-http/ports.ts) and the build of the bundle they test (./build-http-bundle.mjs): `E2E_PORT`
// for the app (default 4176), `E2E_API_PORT` for the mock API (default 8001, so a
// `npm run mock-api` left running on 8000 is never mistaken for the test server).
export const APP_PORT = Number(process.env.E2E_PORT ?? 4176);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 8001);
export const API_ORIGIN = `http://localhost:${API_PORT}`;
