/**
 * The mock backend's service worker, in public/: MSW's worker behind a rule that hands it only the
 * addresses the mock serves (public/mock-api-worker.js says why). The demo's index.html registers
 * it, and the demo, the dev server and Storybook start MSW with it.
 */
export const MOCK_WORKER_FILE = 'mock-api-worker.js';

/** The paths the mock serves; the worker hands MSW nothing else (the same rule is in the worker). */
export const MOCKED_PATH = /^\/(?:api|mock-media)\//;
