import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageData, QueryDispatch } from '@/shared/lib/router';
import { FIRST_PAINT_DATA_WAIT_MS, pageLoader } from './page-loader';

const dispatch = (() => undefined) as unknown as QueryDispatch;
const args = (url: string) => ({ request: new Request(url), params: {}, context: undefined }) as Parameters<ReturnType<typeof pageLoader>>[0];

/** Page data whose answers come when the test says. */
function pendingData() {
  let answer!: () => void;
  const started: string[] = [];
  const load: PageData = (_dispatch, url) => {
    started.push(url.pathname);
    return new Promise<void>((resolve) => {
      answer = resolve;
    });
  };
  return { load, started, answer: () => answer() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('page loader', () => {
  it('on the page the app opens at, holds the first paint until the data is answered', async () => {
    const data = pendingData();
    let settled = false;
    void Promise.resolve(pageLoader(dispatch, data.load, () => true)(args('http://localhost/album/3'))).then(() => {
      settled = true;
    });
    expect(data.started).toEqual(['/album/3']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    data.answer();
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it(`waits at most ${FIRST_PAINT_DATA_WAIT_MS} ms for a slow answer, then lets the page draw its loading state`, async () => {
    vi.useFakeTimers();
    const data = pendingData();
    let settled = false;
    void Promise.resolve(pageLoader(dispatch, data.load, () => true)(args('http://localhost/'))).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_DATA_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('moving between pages starts the data without waiting for it', () => {
    const data = pendingData();
    expect(pageLoader(dispatch, data.load, () => false)(args('http://localhost/playlist/2'))).toBeNull();
    expect(data.started).toEqual(['/playlist/2']);
  });
});
