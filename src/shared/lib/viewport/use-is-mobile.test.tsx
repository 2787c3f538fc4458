import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setWindowWidth } from '@/shared/lib/test';
import { useIsMobile } from './use-is-mobile';


function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

describe('useIsMobile', () => {
  it('is true below 768 px and follows resizes', () => {
    setWindowWidth(1280);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => setWindowWidth(767));
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => setWindowWidth(768));
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });

  it('renders a list without reading the window width again (a read brings the page\'s styles up to date)', () => {
    setWindowWidth(500);
    let reads = 0;
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        reads += 1;
        return 500;
      },
    });
    render(
      <>
        {Array.from({ length: 50 }, (_, index) => (
          <Probe key={index} />
        ))}
      </>,
    );
    expect(screen.getAllByText('mobile')).toHaveLength(50);
    expect(reads).toBe(0);
  });
});
