import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task: everything queued as a microtask runs before it', async () => {
    const order: string[] = [];
    const step = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('chained microtask'));
    await step;
    expect(order).toEqual(['microtask', 'chained microtask', 'next task']);
  });

  it('does not wait on timers where there is no scheduler.yield() (a background tab holds them)', async () => {
    vi.useFakeTimers();
    try {
      await nextTask();
    } finally {
      vi.useRealTimers();
    }
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToBrowser });
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
