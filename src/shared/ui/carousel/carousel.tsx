import { Children, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { carouselWindow, dotWindow } from './carousel-window';
import './carousel.css';

export interface CarouselProps {
  /** Accessible name of the carousel region ("Featured albums"). */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides per page when no `minSlideWidth` is given, or before the width is known (default 1). */
  perPage?: number;
  /** When set, as many slides of at least this width (px) as fit the viewport form a page. */
  minSlideWidth?: number;
  /** Show one dot per page (default true). */
  showDots?: boolean;
  /** Keep the controls' room when everything fits on one page (a list whose length arrives later). */
  reserveControls?: boolean;
  className?: string;
  /** Called with the new page index (0-based) after previous/next/dot navigation. */
  onPageChange?: (page: number) => void;
}

/** The controls row beside its dots: two 36 px arrows with a 12 px gap each, and the viewport's
 * 8 px bleed on either side (its width is measured, the row's is 16 px less). */
const CONTROLS_BESIDE_DOTS_PX = 2 * 36 + 2 * 12 + 16;
/** A dot's 24 px target and the 4 px gap after it. */
const DOT_PITCH_PX = 28;

function useElementWidth<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  const [width, setWidth] = useState(0);
  // Measured before the first paint: a carousel never shows one slides-per-page and then another
  // (a layout shift on phones, where few slides fit).
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    setWidth(Math.round(node.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[0];
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * Pages through its children with previous, next and dot controls. It never loops: previous is
 * disabled on the first page and next on the last. Arrow keys move between pages while focus is
 * inside; slides outside the current page are inert (not focusable, hidden from assistive tech).
 */
export function Carousel({
  label,
  children,
  perPage = 1,
  minSlideWidth,
  showDots = true,
  reserveControls = false,
  className,
  onPageChange,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const [viewportRef, width] = useElementWidth<HTMLDivElement>();
  const fitted = minSlideWidth && width > 0 ? Math.max(1, Math.floor(width / minSlideWidth)) : perPage;
  const [requestedPage, setRequestedPage] = useState(0);
  const view = carouselWindow(slides.length, fitted, requestedPage);
  const dots = dotWindow(view.pageCount, view.page, width > 0 ? (width - CONTROLS_BESIDE_DOTS_PX + 4) / DOT_PITCH_PX : Infinity);

  const goTo = (next: number) => {
    const clamped = Math.max(0, Math.min(next, view.pageCount - 1));
    setRequestedPage(clamped);
    onPageChange?.(clamped);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' && view.hasPrevious) {
      event.preventDefault();
      goTo(view.page - 1);
    } else if (event.key === 'ArrowRight' && view.hasNext) {
      event.preventDefault();
      goTo(view.page + 1);
    }
  };

  const trackStyle = {
    '--carousel-per-page': view.perPage,
    transform: `translateX(-${(view.start * 100) / view.perPage}%)`,
  } as CSSProperties;

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__viewport" ref={viewportRef}>
        <div className="carousel__track" style={trackStyle} aria-live="polite">
          {slides.map((slide, index) => {
            const visible = index >= view.start && index < view.start + view.perPage;
            return (
              <div
                key={index}
                className="carousel__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      {/* The controls row is kept (hidden) when one page holds everything, so the carousel's
          height does not change when more slides arrive: no layout shift below it. */}
      {view.pageCount > 1 || reserveControls ? (
        <div
          className={`carousel__controls${view.pageCount <= 1 ? ' carousel__controls--reserved' : ''}`}
          aria-hidden={view.pageCount <= 1 || undefined}
          inert={view.pageCount <= 1}
        >
          <button
            type="button"
            className="carousel__arrow carousel__arrow--previous"
            aria-label="Previous"
            disabled={!view.hasPrevious}
            onClick={() => goTo(view.page - 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {showDots ? (
            <div className="carousel__dots" role="group" aria-label="Choose a page">
              {Array.from({ length: dots.last - dots.first + 1 }, (_, offset) => {
                const index = dots.first + offset;
                // A smaller dot at an edge: more pages lie past it.
                const more = (index === dots.first && index > 0) || (index === dots.last && index < view.pageCount - 1);
                return (
                  <button
                    key={index}
                    type="button"
                    className={more ? 'carousel__dot carousel__dot--more' : 'carousel__dot'}
                    aria-label={`Go to page ${index + 1} of ${view.pageCount}`}
                    aria-current={index === view.page ? 'true' : undefined}
                    onClick={() => goTo(index)}
                  />
                );
              })}
            </div>
          ) : null}
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label="Next"
            disabled={!view.hasNext}
            onClick={() => goTo(view.page + 1)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        </div>
      ) : null}
    </section>
  );
}
