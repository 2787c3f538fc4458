import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { FakeAudioEngine, makeTestTrack } from '../testing';
import { createPlayerSaga } from '../model/player-saga';
import { playTrack, selectPlayer } from '../model/player-slice';
import { PlayerTurnLinks } from './player-turn-links';

const track = makeTestTrack(7, { title: 'Turns', turn_times: [0, 30, 60, 120, 200], audio_file: { url: '/mock-media/audio/track-7.wav', duration: 120 } });

function setup() {
  const engine = new FakeAudioEngine();
  const view = renderWithProviders(<PlayerTurnLinks track={track} queue={[track]} />, {
    sagas: [createPlayerSaga(() => engine, { mediaSession: false, keyboard: false, otherTabs: false })],
  });
  return { engine, ...view };
}

describe('PlayerTurnLinks', () => {
  it('offers only turn times that are non-zero and shorter than the duration', () => {
    setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['PLAY TURN 1', 'PLAY TURN 2']);
  });

  it('starts the track at the turn when it is not playing', async () => {
    const user = userEvent.setup();
    const { engine, store } = setup();
    await user.click(screen.getByRole('button', { name: 'PLAY TURN 2' }));
    expect(selectPlayer(store.getState())).toMatchObject({ track: { id: 7 }, currentTime: 60 });
    act(() => engine.loadMetadata(120));
    await act(async () => {});
    expect(engine.calls).toEqual(['load /mock-media/audio/track-7.wav', 'seek 60', 'play']);
  });

  it('seeks the playing track to the turn', async () => {
    const user = userEvent.setup();
    const { engine, store } = setup();
    act(() => {
      store.dispatch(playTrack({ track, queue: [track] }));
      engine.loadMetadata(120);
    });
    engine.calls = [];
    await user.click(screen.getByRole('button', { name: 'PLAY TURN 1' }));
    expect(engine.calls[0]).toBe('seek 30');
    expect(selectPlayer(store.getState()).currentTime).toBe(30);
  });
});
