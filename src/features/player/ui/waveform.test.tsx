import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Waveform } from './waveform';

/** jsdom has no layout: give the slider a 200 px wide box at x = 100. */
function layout(element: HTMLElement) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 200, top: 0, height: 44, right: 300, bottom: 44, x: 100, y: 0, toJSON: () => ({}) });
}

function setup(fraction = 0.25, duration = 200) {
  const onSeek = vi.fn();
  render(<Waveform src="/mock-media/waveform/track-1.svg" fraction={fraction} duration={duration} onSeek={onSeek} label="Seek Alpha" />);
  const slider = screen.getByRole('slider', { name: 'Seek Alpha' });
  layout(slider);
  return { onSeek, slider };
}

afterEach(() => vi.restoreAllMocks());

describe('Waveform', () => {
  it('is a 0..100 slider showing the played fraction and time', () => {
    const { slider } = setup(0.25, 200);
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    expect(slider).toHaveAttribute('aria-valuetext', '0:50 of 3:20');
  });

  it('clamps the played fraction to 0..0.999', () => {
    const { slider } = setup(1.4);
    expect(slider.querySelector<HTMLElement>('.waveform__position')!.style.left).toBe('99.9%');
    expect(slider.querySelector<HTMLElement>('.waveform__image--played')!.style.clipPath).toBe('inset(0 0.09999999999999432% 0 0)');
  });

  it('seeks where it is clicked, clamped to 0..0.999', () => {
    const { slider, onSeek } = setup();
    fireEvent.pointerDown(slider, { clientX: 150, button: 0, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 150, pointerId: 1 });
    expect(onSeek).toHaveBeenLastCalledWith(0.25);
    fireEvent.pointerDown(slider, { clientX: 900, button: 0, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 900, pointerId: 1 });
    expect(onSeek).toHaveBeenLastCalledWith(0.999);
    fireEvent.pointerDown(slider, { clientX: 10, button: 0, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 10, pointerId: 1 });
    expect(onSeek).toHaveBeenLastCalledWith(0);
  });

  it('drags the position bar and seeks once, on release', () => {
    const { slider, onSeek } = setup(0.1);
    fireEvent.pointerDown(slider, { clientX: 120, button: 0, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 200, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(onSeek).not.toHaveBeenCalled();
    fireEvent.pointerMove(slider, { clientX: 250, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 250, pointerId: 1 });
    expect(onSeek).toHaveBeenCalledTimes(1);
    expect(onSeek).toHaveBeenCalledWith(0.75);
  });

  it('answers the arrow keys (5 s), Page Up/Down (10 %), Home and End', () => {
    const { slider, onSeek } = setup(0.5, 100);
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(onSeek).toHaveBeenLastCalledWith(0.55);
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(onSeek).toHaveBeenLastCalledWith(0.45);
    fireEvent.keyDown(slider, { key: 'PageUp' });
    expect(onSeek).toHaveBeenLastCalledWith(0.6);
    fireEvent.keyDown(slider, { key: 'End' });
    expect(onSeek).toHaveBeenLastCalledWith(0.999);
    fireEvent.keyDown(slider, { key: 'Home' });
    expect(onSeek).toHaveBeenLastCalledWith(0);
  });
});
