import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import { carouselWindow, dotWindow } from './carousel-window';

function slides(n: number) {
  return Array.from({ length: n }, (_, i) => <a href={`#s${i + 1}`} key={i}>{`Slide ${i + 1}`}</a>);
}

const visibleSlides = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((el) => el.getAttribute('aria-roledescription') === 'slide' && el.getAttribute('aria-hidden') !== 'true')
    .map((el) => el.textContent);

describe('Carousel', () => {
  it('does not loop: previous is disabled on the first page, next on the last', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Carousel label="Featured albums" perPage={2} onPageChange={onPageChange}>
        {slides(5)}
      </Carousel>,
    );
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    expect(visibleSlides()).toEqual(['Slide 1', 'Slide 2']);

    await user.click(next);
    await user.click(next);
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
    // The last page is aligned to the end, so it is full rather than showing one slide.
    expect(visibleSlides()).toEqual(['Slide 4', 'Slide 5']);
    await user.click(next);
    expect(visibleSlides()).toEqual(['Slide 4', 'Slide 5']);
    expect(onPageChange.mock.calls.map((c) => c[0])).toEqual([1, 2]);
  });

  it('has one dot per page that jumps there and marks the current one', async () => {
    const user = userEvent.setup();
    render(
      <Carousel label="Featured" perPage={2}>
        {slides(6)}
      </Carousel>,
    );
    const dots = screen.getAllByRole('button', { name: /go to page/i });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'Go to page 3 of 3' }));
    expect(screen.getByRole('button', { name: 'Go to page 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(visibleSlides()).toEqual(['Slide 5', 'Slide 6']);
  });

  it('moves with the arrow keys while focus is inside and never wraps around', async () => {
    const user = userEvent.setup();
    render(
      <Carousel label="Featured" perPage={1} showDots={false}>
        {slides(2)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: /go to page/i })).not.toBeInTheDocument();
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(visibleSlides()).toEqual(['Slide 1']);
    await user.keyboard('{ArrowRight}');
    expect(visibleSlides()).toEqual(['Slide 2']);
    await user.keyboard('{ArrowRight}');
    expect(visibleSlides()).toEqual(['Slide 2']);
  });

  it('makes off-page slides inert so focus skips them', () => {
    render(
      <Carousel label="Featured" perPage={1}>
        {slides(3)}
      </Carousel>,
    );
    const hidden = screen.getByText('Slide 2').closest('[aria-roledescription="slide"]');
    expect(hidden).toHaveAttribute('inert');
    expect(screen.getByText('Slide 1').closest('[aria-roledescription="slide"]')).not.toHaveAttribute('inert');
  });

  it('shows no controls when everything fits on one page', () => {
    render(
      <Carousel label="Featured" perPage={4}>
        {slides(3)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('carouselWindow', () => {
  it('clamps pages and aligns the last page to the end', () => {
    expect(carouselWindow(5, 2, 0)).toMatchObject({ pageCount: 3, page: 0, start: 0, hasPrevious: false, hasNext: true });
    expect(carouselWindow(5, 2, 2)).toMatchObject({ page: 2, start: 3, hasNext: false });
    expect(carouselWindow(5, 2, 99)).toMatchObject({ page: 2, start: 3 });
    expect(carouselWindow(5, 2, -4)).toMatchObject({ page: 0, start: 0 });
    expect(carouselWindow(0, 3, 0)).toMatchObject({ pageCount: 1, hasPrevious: false, hasNext: false });
    expect(carouselWindow(3, 0, 0).perPage).toBe(1);
  });
});

describe('dotWindow', () => {
  it('shows every page when they fit, otherwise the ones that fit around the current page', () => {
    expect(dotWindow(5, 0, 7)).toEqual({ first: 0, last: 4 });
    expect(dotWindow(5, 3, Infinity)).toEqual({ first: 0, last: 4 });
    expect(dotWindow(20, 0, 7.9)).toEqual({ first: 0, last: 6 });
    expect(dotWindow(20, 9, 7)).toEqual({ first: 6, last: 12 });
    expect(dotWindow(20, 19, 7)).toEqual({ first: 13, last: 19 });
    // Never fewer than three, however narrow.
    expect(dotWindow(20, 9, 1)).toEqual({ first: 8, last: 10 });
  });
});
