import { renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Whether the page has painted is module state (one fact per page): each test loads a fresh copy.
async function freshHook() {
  vi.resetModules();
  return (await import('./use-after-first-paint')).useAfterFirstPaint;
}

describe('useAfterFirstPaint', () => {
  let useAfterFirstPaint: () => boolean;
  beforeEach(async () => {
    useAfterFirstPaint = await freshHook();
  });

  it('is false in the first render and true once the page has painted', async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('is true at once for parts mounted after the page has painted (new rows of a list)', async () => {
    const first = renderHook(() => useAfterFirstPaint());
    await waitFor(() => expect(first.result.current).toBe(true));
    const later = renderHook(() => useAfterFirstPaint());
    expect(later.result.current).toBe(true);
  });

  it('starts a new wait when every part that asked is gone before the paint (their wait may never end)', async () => {
    // The first part waits on a clock that is then replaced, so its frame callback never runs.
    vi.useFakeTimers();
    renderHook(() => useAfterFirstPaint()).unmount();
    vi.useRealTimers();

    const { result } = renderHook(() => useAfterFirstPaint());
    await waitFor(() => expect(result.current).toBe(true));
  });
});
