/**
 * Ports of the real-HTTP e2e run (shared by playwright.http.config.ts and the specs): `E2E_PORT`
 * for the app (default 4176), `E2E_API_PORT` for the mock API (default 8001, so a
 * `npm run mock-api` left running on 8000 is never mistaken for the test server).
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 4176);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 8001);
export const API_ORIGIN = `http://localhost:${API_PORT}`;
