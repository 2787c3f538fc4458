import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { mediaAudioHandlers } from '/work/main/mocks/handlers/media-audio';
const server = setupServer(...mediaAudioHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
