import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetMockBackend, server } from '@mocks/node';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Seeded database (people tables restored per test) and no fault scenarios.
beforeEach(() => resetMockBackend());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
