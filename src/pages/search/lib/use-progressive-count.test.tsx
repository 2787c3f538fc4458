import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REST_OF_RESULTS_DEADLINE_MS, useProgressiveCount } from './use-progressive-count';

function List({ items, first }: { items: readonly string[]; first: number }) {
  const count = useProgressiveCount(items, items.length, first);
  return <p data-testid="list">{count} rendered</p>;
}

describe('useProgressiveCount', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders the first items at once and the rest right after the next frame', async () => {
    const items = Array.from({ length: 24 }, (_, i) => `track ${i}`);
    render(<List items={items} first={4} />);
    expect(screen.getByTestId('list')).toHaveTextContent('4 rendered');
    expect(await screen.findByText('24 rendered')).toBeInTheDocument();
  });

  it('starts short again for a new result set', async () => {
    const { rerender } = render(<List items={['a', 'b', 'c']} first={2} />);
    await screen.findByText('3 rendered');
    rerender(<List items={['d', 'e', 'f', 'g']} first={2} />);
    expect(screen.getByTestId('list')).toHaveTextContent('2 rendered');
    expect(await screen.findByText('4 rendered')).toBeInTheDocument();
  });

  it('renders the whole list by the deadline when no frame comes (a background tab, a stalled transition)', () => {
    // The page gets no frame: the rest of the list waits on nothing but the deadline.
    vi.stubGlobal('requestAnimationFrame', () => 1);
    vi.stubGlobal('cancelAnimationFrame', () => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const items = Array.from({ length: 24 }, (_, i) => `track ${i}`);
    render(<List items={items} first={4} />);
    act(() => vi.advanceTimersByTime(REST_OF_RESULTS_DEADLINE_MS - 1));
    expect(screen.getByTestId('list')).toHaveTextContent('4 rendered');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('list')).toHaveTextContent('24 rendered');
  });
});
