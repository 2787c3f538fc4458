/** Ports of the real-HTTP e2e run (the app and the mock API): see scripts/lib/e2e-http-ports.mjs. */
export { API_ORIGIN, API_PORT, APP_PORT } from '../scripts/lib/e2e-http-ports.mjs';
