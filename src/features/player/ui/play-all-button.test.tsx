import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { FakeAudioEngine, makeTestTrack } from '../testing';
import { createPlayerSaga } from '../model/player-saga';
import { selectPlayer } from '../model/player-slice';
import { PlayAllButton } from './play-all-button';
import { PlayOverlay } from './play-overlay';

const alpha = makeTestTrack(1, { title: 'Alpha' });
const bravo = makeTestTrack(2, { title: 'Bravo' });
const other = makeTestTrack(3, { title: 'Other' });

/** An album page: the header's PLAY over the album's rows, and a track from elsewhere. */
function renderAlbum() {
  const engine = new FakeAudioEngine();
  const view = renderWithProviders(
    <>
      <PlayAllButton tracks={[alpha, bravo]} description="Album: Sunrise" name="the album Sunrise" />
      <PlayOverlay track={bravo} queue={[alpha, bravo]} description="Album: Sunrise" />
      <PlayOverlay track={other} queue={[other]} source="project:elsewhere" description="Project: Elsewhere" />
    </>,
    { route: '/album/7/sunrise', sagas: [createPlayerSaga(() => engine, { mediaSession: false, keyboard: false, otherTabs: false })] },
  );
  return { engine, ...view };
}

describe('PlayAllButton', () => {
  it('plays the list from its first track, with the list as the queue and the list’s description', async () => {
    const user = userEvent.setup();
    const { engine, store } = renderAlbum();
    await user.click(screen.getByRole('button', { name: 'Play the album Sunrise' }));

    expect(selectPlayer(store.getState())).toMatchObject({
      now_playing_index: 0,
      description: 'Album: Sunrise',
      queue_source: '/album/7/sunrise',
    });
    expect(selectPlayer(store.getState()).queue).toHaveLength(2);
    expect(engine.calls).toEqual(['load /mock-media/audio/track-1.wav', 'play']);
  });

  it('pauses and resumes the list playing from this page instead of starting it over', async () => {
    const user = userEvent.setup();
    const { engine } = renderAlbum();
    // Started from a row of the same list: the header's button controls it.
    await user.click(screen.getByRole('button', { name: 'Play Bravo' }));
    act(() => {
      engine.loadMetadata(120);
      engine.startPlaying();
    });
    await user.click(screen.getByRole('button', { name: 'Pause the album Sunrise' }));
    expect(engine.calls.at(-1)).toBe('pause');
    await user.click(screen.getByRole('button', { name: 'Play the album Sunrise' }));
    expect(engine.calls.filter((call) => call.startsWith('load'))).toEqual(['load /mock-media/audio/track-2.wav']);
    expect(engine.calls.at(-1)).toBe('play');
  });

  it('starts the list over when another list is playing', async () => {
    const user = userEvent.setup();
    const { engine, store } = renderAlbum();
    await user.click(screen.getByRole('button', { name: 'Play Other' }));
    act(() => {
      engine.loadMetadata(60);
      engine.startPlaying();
    });
    expect(screen.getByRole('button', { name: 'Play the album Sunrise' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play the album Sunrise' }));
    expect(selectPlayer(store.getState())).toMatchObject({ now_playing_index: 0, queue_source: '/album/7/sunrise' });
    expect(engine.calls.at(-2)).toBe('load /mock-media/audio/track-1.wav');
  });

  it('is disabled for an empty list', () => {
    renderWithProviders(<PlayAllButton tracks={[]} name="the playlist Empty" />);
    expect(screen.getByRole('button', { name: 'Play the playlist Empty' })).toBeDisabled();
  });
});
