import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOCKED_PATH } from '../worker-file';
import { handlers } from './index';

// A handler's path without its origin part: "*/api/x/" and "/api/x/" serve the same path.
function pathOf(path: unknown): string {
  if (typeof path !== 'string') throw new Error(`a handler path that is not a string: ${String(path)}`);
  return path.replace(/^\*(?=\/)/, '').replace(/^https?:\/\/[^/]+/, '');
}

describe('the paths the mock serves', () => {
  // The browser mock's worker hands MSW only these paths (public/mock-api-worker.js): a handler
  // for any other path would never be asked in the demo, the dev server or Storybook.
  it('every handler serves an /api/ or /mock-media/ path', () => {
    const paths = handlers.map((handler) => pathOf((handler.info as { path?: unknown }).path));
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((path) => !MOCKED_PATH.test(path))).toEqual([]);
  });

  it('the worker lets through exactly the paths of MOCKED_PATH', () => {
    const worker = readFileSync(join(process.cwd(), 'public/mock-api-worker.js'), 'utf8');
    expect(worker).toContain(`const MOCKED_PATH = ${MOCKED_PATH.toString()};`);
  });
});
