import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { skipOwnerStacks } from './owner-stacks';

type DevElement = ReturnType<typeof createElement> & { _debugStack?: unknown };

describe('skipOwnerStacks (the tests\' set-up)', () => {
  // Fails if a React upgrade renames what it counts: the tests would quietly pay for the stacks again.
  it('leaves elements without a captured stack of their own: they share React\'s one placeholder', () => {
    skipOwnerStacks();
    const first = createElement('div') as DevElement;
    const second = createElement('span') as DevElement;
    expect(first._debugStack).toBeInstanceOf(Error);
    expect(second._debugStack).toBe(first._debugStack);
  });
});
