import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isMobileViewport, useIsMobile } from './use-is-mobile';

const initialWidth = window.innerWidth;

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resizeTo(initialWidth);
});

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

  it("asks the browser's media query, never the window's width, where there is one (reading the width lays out a phone's page)", () => {
    resizeTo(1280);
    const widthReads = vi.fn(() => 1280);
    Object.defineProperty(window, 'innerWidth', { configurable: true, get: widthReads });
    const asked: string[] = [];
    vi.stubGlobal('matchMedia', (query: string) => {
      asked.push(query);
      return { media: query, matches: query === '(max-width: 767.98px)', addEventListener() {}, removeEventListener() {} };
    });
    render(<Probe />);
    expect(screen.getByText('mobile')).toBeInTheDocument();
    expect(isMobileViewport()).toBe(true);
    expect(asked).toContain('(max-width: 767.98px)');
    expect(widthReads).not.toHaveBeenCalled();
  });
});
