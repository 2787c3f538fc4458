import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlayerSaga, playTrack, selectPlayer } from '@/features/player';
import { FakeAudioEngine, makeTestTrack } from '@/features/player/testing';
import { referenceLoaded } from '@/entities/reference-track';
import { makeTestReference } from '@/entities/reference-track/testing';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { renderWithProviders, setWindowWidth } from '@/shared/lib/test';
import { PlayerBar } from './player-bar';

const alpha = makeTestTrack(1, {
  title: 'Alpha',
  full_title: 'Alpha (Full)',
  album: { id: 4, title: 'Bright Lights', web_url: '/album/4/bright-lights' },
  audio_file: { url: '/mock-media/audio/track-1.wav', duration: 120 },
});
const bravo = makeTestTrack(2, { title: 'Bravo', audio_file: { url: '/mock-media/audio/track-2.wav', duration: 90 } });
const charlie = makeTestTrack(3, { title: 'Charlie' });


function renderBar({ playing = true } = {}) {
  const engine = new FakeAudioEngine();
  const view = renderWithProviders(<PlayerBar />, {
    route: '/search?type=tracks',
    sagas: [createPlayerSaga(() => engine, { mediaSession: false, keyboard: false, otherTabs: false })],
  });
  act(() => {
    view.store.dispatch(playTrack({ track: alpha, queue: [alpha, bravo, charlie], description: 'Search Results' }));
    if (playing) {
      engine.loadMetadata(120);
      engine.startPlaying();
      engine.tick(30);
    }
  });
  return { engine, ...view };
}

beforeEach(() => setWindowWidth(1280));
afterEach(() => {
  vi.useRealTimers();
});

describe('PlayerBar (desktop)', () => {
  it('stays hidden until something is played', () => {
    renderWithProviders(<PlayerBar />);
    expect(screen.queryByRole('region', { name: 'Audio player' })).not.toBeInTheDocument();
  });

  it('shows the track, the album link, the position and the controls', () => {
    renderBar();
    const bar = screen.getByRole('region', { name: 'Audio player' });
    expect(within(bar).getByText('Search Results')).toBeInTheDocument();
    expect(within(bar).getByText('Alpha (Full)')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Bright Lights' })).toHaveAttribute('href', '/album/4/bright-lights');
    expect(within(bar).getByRole('timer', { name: 'Elapsed time' })).toHaveTextContent('0:30');
    expect(within(bar).getByText('2:00')).toBeInTheDocument();
    const seek = within(bar).getByRole('slider', { name: 'Seek Alpha (Full)' });
    expect(seek).toHaveAttribute('aria-valuenow', '25');
    expect(seek.querySelector('img')).toHaveAttribute('src', '/mock-media/waveform/track-1.svg');
    expect(within(bar).getByRole('slider', { name: 'Volume' })).toHaveValue('100');
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Previous track' })).toBeDisabled();
    expect(within(bar).getByRole('button', { name: 'Next track' })).toBeEnabled();
  });

  it('toggles play/pause and moves through the queue', async () => {
    const user = userEvent.setup();
    const { engine, store } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(engine.calls.at(-1)).toBe('pause');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next track' }));
    expect(screen.getByText('Bravo')).toBeInTheDocument();
    expect(selectPlayer(store.getState()).now_playing_index).toBe(1);
    expect(screen.getByRole('button', { name: 'Previous track' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Previous track' }));
    expect(screen.getByText('Alpha (Full)')).toBeInTheDocument();
  });

  it('sets the volume on a 0..100 slider and mutes', async () => {
    const user = userEvent.setup();
    const { engine, store } = renderBar();
    const volume = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.change(volume, { target: { value: '40' } });
    expect(selectPlayer(store.getState()).volume).toBe(0.4);
    expect(engine.volume).toBe(0.4);
    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(engine.muted).toBe(true);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('40');
  });

  it('seeks with the keyboard on the waveform', () => {
    const { engine } = renderBar();
    const seek = screen.getByRole('slider', { name: 'Seek Alpha (Full)' });
    fireEvent.keyDown(seek, { key: 'ArrowRight' });
    expect(engine.calls.at(-1)).toBe('seek 35');
    expect(seek).toHaveAttribute('aria-valuenow', '29');
  });

  it('shows the load error with the track title', () => {
    const { engine } = renderBar({ playing: false });
    act(() => engine.fail());
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading audio file for: "Alpha (Full)"');
    expect(screen.queryByRole('slider', { name: /Seek/ })).not.toBeInTheDocument();
  });

  it('opens the player options; they open popups or go to the track', async () => {
    const user = userEvent.setup();
    const { store, router } = renderBar();
    await user.click(screen.getByRole('button', { name: 'Player options' }));
    const menu = screen.getByRole('menu', { name: 'Player options' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Add to Project', 'Download', 'Share', 'Go to track']);

    await user.click(within(menu).getByRole('menuitem', { name: 'Add to Project' }));
    expect(selectCurrentPopup(store.getState())).toMatchObject({ name: 'add', props: { item: { type: 'track', id: 1 } } });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Player options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Share' }));
    expect(selectCurrentPopup(store.getState())).toMatchObject({ name: 'share' });

    await user.click(screen.getByRole('button', { name: 'Player options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Go to track' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?type=tracks&show_tracks=1');
  });

  it('closes the player options 1 s after the pointer leaves', () => {
    vi.useFakeTimers();
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Player options' }));
    const root = screen.getByRole('button', { name: 'Player options' }).parentElement!;
    fireEvent.pointerLeave(root);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerEnter(root);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerLeave(root);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('PlayerBar (mobile)', () => {
  beforeEach(() => setWindowWidth(500));

  it('is compact, with a "show more" panel holding the seek and volume sliders and the options', async () => {
    const user = userEvent.setup();
    const { engine } = renderBar();
    const bar = screen.getByRole('region', { name: 'Audio player' });
    expect(within(bar).getByText('Alpha (Full)')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(within(bar).queryByRole('slider')).not.toBeInTheDocument();

    const more = within(bar).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(bar).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    const seek = within(bar).getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('min', '0');
    expect(seek).toHaveAttribute('max', '100');
    expect(seek).toHaveValue('25');
    fireEvent.change(seek, { target: { value: '50' } });
    expect(engine.calls.at(-1)).toBe('seek 60');
    expect(within(bar).getByRole('slider', { name: 'Volume' })).toHaveValue('100');
    expect(within(bar).getByRole('button', { name: 'Next track' })).toBeEnabled();
    expect(within(bar).getByRole('list', { name: 'Player options' })).toHaveTextContent('Add to ProjectDownloadShareGo to track');

    await user.click(within(bar).getByRole('button', { name: 'Show less' }));
    expect(within(bar).queryByRole('slider')).not.toBeInTheDocument();
  });

  it('shows the load error with the title', () => {
    const { engine } = renderBar({ playing: false });
    act(() => engine.fail());
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading audio file for: "Alpha (Full)"');
  });

  describe('with a reference track loaded', () => {
    it('offers A/B, says the track is heard, and after A/B that the reference is', async () => {
      const user = userEvent.setup();
      const reference = new FakeAudioEngine();
      const engine = new FakeAudioEngine();
      const view = renderWithProviders(<PlayerBar />, {
        route: '/search?type=tracks',
        sagas: [createPlayerSaga(() => engine, { mediaSession: false, keyboard: false, otherTabs: false, referenceEngine: () => reference })],
      });
      act(() => {
        view.store.dispatch(referenceLoaded(makeTestReference({ name: 'temp-love-cue.wav' })));
        view.store.dispatch(playTrack({ track: alpha, queue: [alpha, bravo] }));
        engine.loadMetadata(120);
        engine.startPlaying();
        engine.tick(30);
      });
      const ab = screen.getByRole('button', { name: 'A/B' });
      expect(ab).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByText('Hearing: Track')).toBeInTheDocument();
      await user.click(ab);
      act(() => reference.loadMetadata(154));
      await screen.findByText('Hearing: Reference');
      expect(ab).toHaveAttribute('aria-pressed', 'true');
      // The bar names the reference while it is heard.
      expect(within(screen.getByRole('region', { name: 'Audio player' })).getByText('temp-love-cue.wav')).toBeInTheDocument();
      expect(reference.paused).toBe(false);
      expect(engine.paused).toBe(true);
    });

    it('shows no A/B without a reference', () => {
      renderBar();
      expect(screen.queryByRole('button', { name: 'A/B' })).not.toBeInTheDocument();
    });
  });
});
