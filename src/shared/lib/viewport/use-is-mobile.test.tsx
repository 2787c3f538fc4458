import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsMobile } from './use-is-mobile';

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

afterEach(() => resizeTo(initialWidth));

describe('useIsMobile', () => {
  it('is true below 768 px and follows resizes', () => {
    resizeTo(1280);
    render(<Probe />);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    act(() => resizeTo(767));
    expect(screen.getByText('mobile')).toBeInTheDocument();
    act(() => resizeTo(768));
    expect(screen.getByText('desktop')).toBeInTheDocument();
  });
});
