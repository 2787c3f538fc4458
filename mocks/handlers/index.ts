import type { RequestHandler } from 'msw';

/**
 * Every handler of the mock backend, in one list. Area files (`auth.ts`, `music.ts`, …) each
 * export an array and are added here. The same list serves the browser worker, msw/node
 * (vitest) and Storybook.
 */
export const handlers: RequestHandler[] = [];
