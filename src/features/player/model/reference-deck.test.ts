import { describe, expect, it } from 'vitest';
import { referenceCleared, referenceLoaded } from '@/entities/reference-track';
import { makeTestReference } from '@/entities/reference-track/testing';
import { makeStore } from '@/shared/redux';
import { FakeAudioEngine, makeTestTrack } from '../testing';
import { START_LEAD_SECONDS } from '../lib/ab-switch';
import { createPlayerSaga } from './player-saga';
import { mute, pause, playTrack, referencePlayToggled, selectPlayer, setVolume, togglePlay } from './player-slice';
import { referenceAbToggled } from './reference-ab-toggled';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const reference = makeTestReference({ url: 'blob:http://localhost/reference-1', duration: 150 });
const a = makeTestTrack(1, { title: 'Alpha' });
const b = makeTestTrack(2, { title: 'Bravo' });

function setup({ withReference = true } = {}) {
  const track = new FakeAudioEngine();
  const ref = new FakeAudioEngine();
  let created = 0;
  const store = makeStore({
    sagas: [
      createPlayerSaga(() => track, {
        mediaSession: false,
        keyboard: false,
        otherTabs: false,
        referenceEngine: () => {
          created += 1;
          return ref;
        },
      }),
    ],
  });
  if (withReference) store.dispatch(referenceLoaded(reference));
  const player = () => selectPlayer(store.getState());
  return { track, ref, store, player, created: () => created };
}

/** A track playing at `time` seconds. */
async function playing(setupResult: ReturnType<typeof setup>, time: number) {
  const { track, store } = setupResult;
  store.dispatch(playTrack({ track: a, queue: [a, b] }));
  track.loadMetadata(200);
  track.startPlaying();
  track.tick(time);
  await flush();
}

describe('A/B against the reference track', () => {
  it('switches to the reference at the same playback time while playing, then back, one sound at a time', async () => {
    const s = setup();
    await playing(s, 40);
    const { track, ref, store, player } = s;
    track.calls = [];
    store.dispatch(referenceAbToggled());
    expect(ref.calls).toEqual(['load http://localhost/reference-1']);
    ref.loadMetadata(150);
    await flush();
    // The reference starts silently just ahead, then it is heard and the track pauses.
    expect(ref.calls).toEqual(['load http://localhost/reference-1', `seek ${40 + START_LEAD_SECONDS}`, 'play']);
    expect(ref.muted).toBe(false);
    expect(track.calls).toEqual(['pause']);
    expect(player()).toMatchObject({ sounding: 'reference', isPlaying: true, track: a });

    ref.tick(52);
    expect(player().currentTime).toBe(52);
    ref.calls = [];
    track.calls = [];
    store.dispatch(referenceAbToggled());
    await flush();
    expect(track.calls).toEqual([`seek ${52 + START_LEAD_SECONDS}`, 'play']);
    expect(ref.calls).toEqual(['pause']);
    expect(player()).toMatchObject({ sounding: 'track', isPlaying: true });
    expect([track.paused, ref.paused]).toEqual([false, true]);
  });

  it('starts the reference from the top when the track is past the reference’s end', async () => {
    const s = setup();
    await playing(s, 180);
    s.store.dispatch(referenceAbToggled());
    s.ref.loadMetadata(150);
    await flush();
    expect(s.ref.calls).toContain('seek 0');
  });

  it('while paused, only places the other sound at the same time', async () => {
    const s = setup();
    await playing(s, 30);
    s.store.dispatch(pause());
    s.track.calls = [];
    s.store.dispatch(referenceAbToggled());
    s.ref.loadMetadata(150);
    await flush();
    expect(s.ref.calls).toEqual(['load http://localhost/reference-1', 'seek 30']);
    expect(s.ref.paused).toBe(true);
    expect(s.player()).toMatchObject({ sounding: 'reference', isPlaying: false });
    // Play now plays what the player is on: the reference.
    s.store.dispatch(togglePlay());
    await flush();
    expect(s.ref.calls.at(-1)).toBe('play');
    expect(s.track.paused).toBe(true);
  });

  it('does nothing without a reference, and without a track to compare', async () => {
    const noReference = setup({ withReference: false });
    await playing(noReference, 10);
    noReference.store.dispatch(referenceAbToggled());
    await flush();
    expect(noReference.created()).toBe(0);
    expect(noReference.player().sounding).toBe('track');

    const idle = setup();
    idle.store.dispatch(referenceAbToggled());
    await flush();
    expect(idle.player().sounding).toBe('track');
    expect(idle.ref.calls).toEqual([]);
  });

  it('the reference’s play button plays it on its own when no track is selected; the bar then shows it', async () => {
    const { ref, store, player } = setup();
    store.dispatch(referencePlayToggled());
    ref.loadMetadata(150);
    await flush();
    expect(ref.calls).toEqual(['load http://localhost/reference-1', 'play']);
    expect(player()).toMatchObject({ sounding: 'reference', show_player: true, duration: 150, track: null });
    ref.startPlaying();
    ref.tick(75);
    expect(player()).toMatchObject({ isPlaying: true, currentTime: 75, currentPercent: 50 });
    store.dispatch(referencePlayToggled());
    expect(ref.paused).toBe(true);
  });

  it('selecting a track silences the reference and the player is on the track again', async () => {
    const s = setup();
    await playing(s, 20);
    s.store.dispatch(referenceAbToggled());
    s.ref.loadMetadata(150);
    await flush();
    s.store.dispatch(playTrack({ track: b, queue: [a, b] }));
    expect(s.ref.paused).toBe(true);
    expect(s.player()).toMatchObject({ sounding: 'track', track: b });
  });

  it('removing the reference while it is heard stops it and leaves the track paused', async () => {
    const s = setup();
    await playing(s, 20);
    s.store.dispatch(referenceAbToggled());
    s.ref.loadMetadata(150);
    await flush();
    s.store.dispatch(referenceCleared());
    expect(s.ref.calls.at(-1)).toBe('stop');
    expect(s.player()).toMatchObject({ sounding: 'track', isPlaying: false, track: a });
    expect(s.track.paused).toBe(true);
  });

  it('while the reference is heard, the silent track element’s reports are not the player’s', async () => {
    const s = setup();
    await playing(s, 20);
    s.store.dispatch(referenceAbToggled());
    s.ref.loadMetadata(150);
    await flush();
    s.track.tick(99);
    s.track.emit({ type: 'pause', src: s.track.src });
    expect(s.player()).toMatchObject({ isPlaying: true, sounding: 'reference' });
    expect(s.player().currentTime).not.toBe(99);
  });

  it('volume and mute reach both sounds', async () => {
    const s = setup();
    await playing(s, 20);
    s.store.dispatch(referenceAbToggled());
    s.ref.loadMetadata(150);
    await flush();
    s.store.dispatch(setVolume(0.4));
    s.store.dispatch(mute());
    expect([s.track.volume, s.ref.volume, s.track.muted, s.ref.muted]).toEqual([0.4, 0.4, true, true]);
  });
});
