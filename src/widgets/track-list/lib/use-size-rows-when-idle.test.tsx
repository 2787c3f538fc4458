import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSizeRowsWhenIdle } from './use-size-rows-when-idle';

function Rows({ count }: { count: number }) {
  const list = useRef<HTMLUListElement>(null);
  const rows = Array.from({ length: count }, (_, i) => i);
  useSizeRowsWhenIdle(list, rows);
  return (
    <ul aria-label="Rows" ref={list}>
      {rows.map((row) => (
        <li key={row}>Row {row}</li>
      ))}
    </ul>
  );
}

/**
 * A browser that is never idle (an animation repainting every frame on a busy phone): an idle
 * callback runs only when its timeout runs out, and then with no idle time left.
 */
function neverIdle(): void {
  vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback, options?: IdleRequestOptions) =>
    options?.timeout === undefined ? 0 : Number(setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), options.timeout)),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
}

describe('useSizeRowsWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Unmounted while the stubs still stand: the hook's clean-up cancels its idle callback.
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sizes every row and takes the "still sizing" mark off, even on a page that is never idle', async () => {
    neverIdle();
    const { getByRole } = render(<Rows count={48} />);
    const list = getByRole('list', { name: 'Rows' });
    expect(list).toHaveAttribute('data-sizing');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(list).not.toHaveAttribute('data-sizing');
    expect(list.querySelectorAll('[data-sized]')).toHaveLength(48);
  });

  it('sizes the rows in idle time where the browser has some', async () => {
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => Number(setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }), 1)));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
    const { getByRole } = render(<Rows count={10} />);
    await vi.advanceTimersByTimeAsync(1_000);
    const list = getByRole('list', { name: 'Rows' });
    expect(list).not.toHaveAttribute('data-sizing');
    expect(list.querySelectorAll('[data-sized]')).toHaveLength(10);
  });
});
