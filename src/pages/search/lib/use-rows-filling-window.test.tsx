import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRowsFillingWindow } from './use-rows-filling-window';

function Probe({ fallback = 8 }: { fallback?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const rows = useRowsFillingWindow(ref, fallback);
  return (
    <div ref={ref} data-testid="list">
      {rows} rows
    </div>
  );
}

/** Places the list `top` px below the window's top edge (jsdom lays nothing out). */
function placeList(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: top, width: 900, height: 0 }));
}

describe('useRowsFillingWindow', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.innerHeight = 768;
  });

  it('counts the shortest rows that reach from the list to the bottom of the window', async () => {
    window.innerHeight = 900;
    placeList(330);
    render(<Probe />);
    // 570 px of window below the list's top: 5.2 rows of 109 px, so 6.
    expect(screen.getByTestId('list')).toHaveTextContent('8 rows');
    expect(await screen.findByText('6 rows')).toBeInTheDocument();
  });

  it('counts again when the window is resized', async () => {
    window.innerHeight = 900;
    placeList(330);
    render(<Probe />);
    await screen.findByText('6 rows');
    act(() => {
      window.innerHeight = 1400;
      window.dispatchEvent(new Event('resize'));
    });
    // 1070 px: 9.8 rows.
    expect(screen.getByTestId('list')).toHaveTextContent('10 rows');
  });

  it('always renders at least one row, even with the list below the window', async () => {
    window.innerHeight = 500;
    placeList(900);
    render(<Probe />);
    expect(await screen.findByText('1 rows')).toBeInTheDocument();
  });
});
