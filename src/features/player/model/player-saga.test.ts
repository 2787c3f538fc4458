import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Saga } from 'redux-saga';
import { call, race, take, takeEvery } from 'redux-saga/effects';
import { makeStore, type AppStore } from '@/shared/redux';
import { sessionChanged } from '@/shared/api';
import { FakeAudioEngine, makeTestTrack } from '../testing';
import { createPlayerSaga } from './player-saga';
import { referenceAbToggled } from './reference-ab-toggled';
import {
  mute,
  next,
  playTrack,
  previous,
  resetPlayer,
  seek,
  seekToTurn,
  selectCanGoNext,
  selectCanGoPrevious,
  selectPlayer,
  setVolume,
  toggleMute,
  togglePlay,
  unmute,
} from './player-slice';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// A test's sagas stop when it ends: a store left running would keep listening on the document.
const STOP_SAGAS = 'test/stopSagas';
const running: AppStore[] = [];
afterEach(() => running.splice(0).forEach((store) => store.dispatch({ type: STOP_SAGAS })));
const untilTestEnds = (saga: Saga): Saga =>
  function* runUntilTestEnds() {
    yield race({ run: call(saga), stop: take(STOP_SAGAS) });
  };

function setup({ keyboard = false, sagas = [] as Saga[] } = {}) {
  const engine = new FakeAudioEngine();
  // The keyboard shortcuts listen on the document; only the tests about them turn them on.
  const store = makeStore({
    sagas: [createPlayerSaga(() => engine, { mediaSession: false, keyboard, otherTabs: false }), ...sagas].map(untilTestEnds),
  });
  running.push(store);
  const player = () => selectPlayer(store.getState());
  return { engine, store, player };
}

const a = makeTestTrack(1, { title: 'Alpha' });
const b = makeTestTrack(2, { title: 'Bravo' });
const c = makeTestTrack(3, { title: 'Charlie' });

describe('player saga', () => {
  it('starts stopped and hidden, volume 1, nothing selected', () => {
    const { player } = setup();
    expect(player()).toMatchObject({
      track: null,
      queue: [],
      description: 'Browsing Tracks',
      volume: 1,
      muted: false,
      canPlay: false,
      isPlaying: false,
      duration: -1,
      error: null,
      now_playing_index: -1,
      show_player: false,
    });
  });

  it('selecting stops, resets progress, loads and plays the track', async () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: b, queue: [a, b, c], source: { pathname: '/search', query: '?type=tracks' }, description: 'Search results' }));
    expect(player()).toMatchObject({
      track: b,
      now_playing_index: 1,
      show_player: true,
      duration: -1,
      currentPercent: 0,
      error: null,
      isPlaying: false,
      canPlay: false,
      description: 'Search results',
      source: { pathname: '/search', query: '?type=tracks' },
      queue_source: '/search?type=tracks',
    });
    expect(engine.calls).toEqual(['load /mock-media/audio/track-2.wav', 'play']);
    engine.loadMetadata(95);
    engine.startPlaying();
    await flush();
    expect(player()).toMatchObject({ duration: 95, canPlay: true, isPlaying: true });
    engine.tick(47.5);
    expect(player()).toMatchObject({ currentTime: 47.5, currentPercent: 50 });
  });

  it('loads, then seeks to the given fraction, then plays', async () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a], fraction: 0.25 }));
    expect(engine.calls).toEqual(['load /mock-media/audio/track-1.wav']);
    engine.loadMetadata(200);
    await flush();
    expect(engine.calls).toEqual(['load /mock-media/audio/track-1.wav', 'seek 50', 'play']);
    expect(player().seek_to).toBeNull();
  });

  it('play/pause toggles', async () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a] }));
    engine.loadMetadata(100);
    engine.startPlaying();
    await flush();
    engine.calls = [];
    store.dispatch(togglePlay());
    expect(engine.calls).toEqual(['pause']);
    expect(player().isPlaying).toBe(false);
    store.dispatch(togglePlay());
    await flush();
    expect(engine.calls).toEqual(['pause', 'play']);
  });

  it('next only when not last, previous only when the index is above 0', async () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a, b, c] }));
    expect(selectCanGoPrevious(store.getState())).toBe(false);
    store.dispatch(previous());
    expect(player().track?.id).toBe(1);

    store.dispatch(next());
    expect(player()).toMatchObject({ now_playing_index: 1, track: b });
    store.dispatch(next());
    expect(player().now_playing_index).toBe(2);
    expect(selectCanGoNext(store.getState())).toBe(false);
    engine.calls = [];
    store.dispatch(next());
    expect(player().now_playing_index).toBe(2);
    expect(engine.calls).toEqual([]);

    store.dispatch(previous());
    expect(player()).toMatchObject({ now_playing_index: 1, track: b });
    expect(selectCanGoPrevious(store.getState())).toBe(true);
  });

  it('plays the next queue item when a track ends, and stops at the end of the queue', async () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a, b] }));
    engine.loadMetadata(5);
    engine.startPlaying();
    engine.end();
    await flush();
    expect(player()).toMatchObject({ track: b, now_playing_index: 1 });
    expect(engine.calls.slice(-2)).toEqual(['load /mock-media/audio/track-2.wav', 'play']);

    engine.loadMetadata(5);
    engine.startPlaying();
    engine.calls = [];
    engine.end();
    await flush();
    expect(player()).toMatchObject({ track: b, isPlaying: false });
    expect(engine.calls).toEqual(['seek 0']);
  });

  it('a track queued twice advances from the entry that was played', () => {
    const { engine, store, player } = setup();
    const queue = [
      { key: 'item-10', track: a },
      { key: 'item-11', track: b },
      { key: 'item-12', track: a },
      { key: 'item-13', track: c },
    ];
    store.dispatch(playTrack({ track: a, queue, key: 'item-12' }));
    expect(player().now_playing_index).toBe(2);
    engine.loadMetadata(10);
    engine.end();
    expect(player()).toMatchObject({ track: c, now_playing_index: 3 });
  });

  it('finds the index through a queue item’s versions or stems', () => {
    const version = makeTestTrack(21, { type: 'version', parent_id: 2, title: 'Bravo (60 sec)' });
    const stem = { ...makeTestTrack(2, { type: 'stem', parent_id: 3, title: 'Charlie (Drums)' }), type: 'stem' as const };
    const bravo = { ...b, versions: [version], num_versions: 1 };
    const charlie = { ...c, stems: [stem], num_stems: 1 };
    const { store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a, bravo, charlie] }));

    store.dispatch(playTrack({ track: version }));
    expect(player()).toMatchObject({ track: version, now_playing_index: 1 });
    // The stem shares its id with track 2 but is a different item: found through Charlie's stems.
    store.dispatch(playTrack({ track: stem }));
    expect(player()).toMatchObject({ track: stem, now_playing_index: 2 });
    store.dispatch(next());
    expect(player().now_playing_index).toBe(2);
    store.dispatch(previous());
    expect(player()).toMatchObject({ track: bravo, now_playing_index: 1 });
  });

  it('switching to a version or stem of the playing track keeps the playhead fraction', async () => {
    const version = makeTestTrack(31, { type: 'version', parent_id: 1, audio_file: { url: '/mock-media/audio/track-31.wav', duration: 60 } });
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a, b] }));
    engine.loadMetadata(120);
    engine.startPlaying();
    engine.tick(48);
    expect(player().currentPercent).toBe(40);

    engine.calls = [];
    store.dispatch(playTrack({ track: version }));
    expect(player()).toMatchObject({ seek_to: 0.4, currentPercent: 40, now_playing_index: 0 });
    engine.loadMetadata(60);
    await flush();
    expect(engine.calls).toEqual(['pause', 'load /mock-media/audio/track-31.wav', 'seek 24', 'play']);

    // An unrelated track starts from the beginning.
    engine.calls = [];
    store.dispatch(playTrack({ track: b }));
    expect(player().currentPercent).toBe(0);
    expect(engine.calls).toEqual(['pause', 'load /mock-media/audio/track-2.wav', 'play']);
  });

  it('clamps the volume to 0..1 and mutes, unmutes and toggles', () => {
    const { engine, store, player } = setup();
    store.dispatch(setVolume(1.7));
    expect(player().volume).toBe(1);
    expect(engine.volume).toBe(1);
    store.dispatch(setVolume(-0.3));
    expect(player().volume).toBe(0);
    expect(engine.volume).toBe(0);
    store.dispatch(setVolume(0.42));
    expect(engine.volume).toBe(0.42);
    store.dispatch(mute());
    expect(engine.muted).toBe(true);
    store.dispatch(unmute());
    expect(engine.muted).toBe(false);
    store.dispatch(toggleMute());
    expect(player().muted).toBe(true);
    expect(engine.muted).toBe(true);
  });

  it('a load failure sets the error; play retries the file', () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a] }));
    engine.fail();
    expect(player()).toMatchObject({ error: 'Error loading audio file.', isPlaying: false, canPlay: false });
    engine.calls = [];
    store.dispatch(togglePlay());
    expect(player().error).toBeNull();
    expect(engine.calls).toEqual(['load /mock-media/audio/track-1.wav', 'play']);
  });

  it('a track without an audio file fails at once', () => {
    const { store, player } = setup();
    store.dispatch(playTrack({ track: makeTestTrack(9, { audio_file: { url: '', duration: 0 } }), queue: [] }));
    expect(player().error).toBe('Error loading audio file.');
  });

  it('ignores reports about a source that was replaced', () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a, b] }));
    const oldSrc = engine.src;
    store.dispatch(playTrack({ track: b }));
    engine.emit({ type: 'error', src: oldSrc });
    engine.emit({ type: 'ended', src: oldSrc });
    expect(player()).toMatchObject({ error: null, track: b });
  });

  it('seeks by fraction (clamped to 0.999) and to turn times inside the duration', async () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: makeTestTrack(5, { turn_times: [0, 30, 200] }), queue: [] }));
    engine.loadMetadata(100);
    engine.calls = [];
    store.dispatch(seek(1.5));
    expect(engine.calls).toEqual(['seek 99.9']);
    expect(player()).toMatchObject({ seek_to: null, currentTime: 99.9 });
    store.dispatch(seek(-1));
    expect(engine.calls.at(-1)).toBe('seek 0');

    engine.calls = [];
    store.dispatch(seekToTurn(0));
    store.dispatch(seekToTurn(100));
    store.dispatch(seekToTurn(200));
    expect(engine.calls).toEqual([]);
    engine.paused = true;
    store.dispatch(seekToTurn(30));
    await flush();
    expect(engine.calls).toEqual(['seek 30', 'play']);
    expect(player().currentTime).toBe(30);
  });

  it('a seek before the metadata is applied once it arrives', () => {
    const { engine, store } = setup();
    store.dispatch(playTrack({ track: a, queue: [a] }));
    engine.calls = [];
    store.dispatch(seek(0.5));
    expect(engine.calls).toEqual([]);
    engine.loadMetadata(80);
    expect(engine.calls).toEqual(['seek 40']);
  });

  it('reset stops and clears the queue and selection', () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a, b] }));
    store.dispatch(setVolume(0.5));
    store.dispatch(resetPlayer());
    expect(engine.calls.at(-1)).toBe('stop');
    expect(player()).toMatchObject({ track: null, queue: [], now_playing_index: -1, show_player: false, volume: 0.5 });
  });

  it('another person taking over the session stops the audio and clears the queue (volume kept)', () => {
    const { engine, store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a, b] }));
    store.dispatch(setVolume(0.5));
    store.dispatch(sessionChanged({ reason: 'login', user: null }));
    expect(engine.calls.at(-1)).toBe('stop');
    expect(player()).toMatchObject({ track: null, queue: [], now_playing_index: -1, show_player: false, volume: 0.5 });
  });

  it('Space toggles play/pause except while typing in a field', async () => {
    const { engine, store } = setup({ keyboard: true });
    document.body.innerHTML = '<input aria-label="Search" /><p tabindex="-1">text</p>';
    const space = (target: Element) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));

    // Nothing selected: Space keeps its default (scrolling).
    expect(space(document.body)).toBe(true);

    store.dispatch(playTrack({ track: a, queue: [a] }));
    engine.loadMetadata(60);
    engine.startPlaying();
    await flush();
    engine.calls = [];
    expect(space(document.querySelector('p')!)).toBe(false);
    expect(engine.calls).toEqual(['pause']);
    space(document.querySelector('input')!);
    expect(engine.calls).toEqual(['pause']);
    space(document.body);
    await flush();
    expect(engine.calls).toEqual(['pause', 'play']);
  });

  describe('keyboard shortcuts', () => {
    const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));

    async function playing(sagas: Saga[] = []) {
      const keys = setup({ keyboard: true, sagas });
      keys.store.dispatch(playTrack({ track: a, queue: [a, b, c] }));
      keys.engine.loadMetadata(120);
      keys.engine.startPlaying();
      keys.engine.tick(40);
      await flush();
      keys.engine.calls = [];
      return keys;
    }

    afterEach(() => {
      document.body.innerHTML = '';
    });

    it('the side arrows seek 5 s from the playhead, 30 s with Shift, and stay inside the track', async () => {
      const { engine, player } = await playing();
      expect(press('ArrowRight')).toBe(false);
      await flush();
      expect(engine.calls).toEqual(['seek 45']);
      press('ArrowRight', { shiftKey: true });
      await flush();
      expect(player().currentTime).toBe(75);
      press('ArrowLeft');
      press('ArrowLeft', { shiftKey: true });
      await flush();
      expect(engine.calls.at(-1)).toBe('seek 40');
      press('ArrowLeft', { shiftKey: true });
      press('ArrowLeft', { shiftKey: true });
      await flush();
      expect(player().currentTime).toBe(0);
    });

    it('the digits jump to 0-90 % of the track', async () => {
      const { engine, player } = await playing();
      press('3');
      await flush();
      expect(engine.calls).toEqual(['seek 36']);
      press('0');
      await flush();
      expect(player().currentPercent).toBe(0);
      press('9');
      await flush();
      expect(engine.calls.at(-1)).toBe('seek 108');
    });

    it('N and P play the next and previous track of the queue', async () => {
      const { player } = await playing();
      press('n');
      expect(player().track?.id).toBe(b.id);
      press('N');
      expect(player().track?.id).toBe(c.id);
      press('p');
      expect(player().track?.id).toBe(b.id);
    });

    it('R asks for the A/B switch', async () => {
      const seen: string[] = [];
      await playing([
        function* recordAb() {
          yield takeEvery(referenceAbToggled.type, () => void seen.push('A/B'));
        },
      ]);
      expect(press('r')).toBe(false);
      expect(seen).toEqual(['A/B']);
    });

    it('none of them act while typing in a field, on a slider, or with a popup open', async () => {
      const { engine, player } = await playing();
      document.body.innerHTML = '<input aria-label="Search" /><div role="slider" tabindex="0" aria-label="Seek"></div>';
      expect(press('ArrowRight', {}, document.querySelector('input')!)).toBe(true);
      expect(press('n', {}, document.querySelector('input')!)).toBe(true);
      expect(press('ArrowRight', {}, document.querySelector('[role=slider]')!)).toBe(true);
      document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true"><p>Add to project</p></div>');
      expect(press('5', {}, document.querySelector('p')!)).toBe(true);
      expect(press(' ', {}, document.querySelector('p')!)).toBe(true);
      await flush();
      expect(engine.calls).toEqual([]);
      expect(player().track?.id).toBe(a.id);
    });

    it('with nothing selected they leave the page alone', () => {
      setup({ keyboard: true });
      expect(press('ArrowRight')).toBe(true);
      expect(press('n')).toBe(true);
    });
  });

  it('playing from a track’s versions list keeps the browsing queue', () => {
    const version = makeTestTrack(41, { type: 'version', parent_id: 2, title: 'Bravo (Underscore)' });
    const full = { ...b, title: 'Full' };
    const { store, player } = setup();
    store.dispatch(playTrack({ track: a, queue: [a, b, c], description: 'Search Results' }));
    store.dispatch(playTrack({ track: version, queue: [full, version], description: 'Versions' }));
    expect(player()).toMatchObject({ track: version, now_playing_index: 1, description: 'Search Results' });
    expect(player().queue).toHaveLength(3);
    store.dispatch(next());
    expect(player().track?.id).toBe(3);
  });
});

describe('player saga and the Media Session', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaSession');
    vi.unstubAllGlobals();
  });

  it('publishes metadata and position, and answers the media keys', async () => {
    const handlers = new Map<string, ((details: { seekTime?: number }) => void) | null>();
    const session = {
      metadata: null as unknown,
      playbackState: 'none',
      setActionHandler: (action: string, handler: ((details: { seekTime?: number }) => void) | null) => handlers.set(action, handler),
      setPositionState: vi.fn(),
    };
    Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
    vi.stubGlobal('MediaMetadata', class {
      constructor(public init: object) {}
    });
    const engine = new FakeAudioEngine();
    const store = makeStore({ sagas: [createPlayerSaga(() => engine, { keyboard: false, otherTabs: false })] });
    const track = makeTestTrack(5, { title: 'Sunrise', album: { id: 3, title: 'Morning', web_url: '/album/3/morning' }, artwork: '/art.svg' });
    store.dispatch(playTrack({ track, queue: [a, track, c] }));
    expect((session.metadata as { init: object }).init).toMatchObject({
      title: 'Sunrise',
      album: 'Morning',
      artwork: [{ src: `${location.origin}/art.svg`, sizes: '512x512' }],
    });
    engine.loadMetadata(100);
    engine.startPlaying();
    engine.tick(20);
    expect(session.playbackState).toBe('playing');
    expect(session.setPositionState).toHaveBeenLastCalledWith({ duration: 100, position: 20, playbackRate: 1 });

    engine.calls = [];
    handlers.get('pause')?.({});
    await flush();
    expect(engine.calls).toEqual(['pause']);
    handlers.get('seekto')?.({ seekTime: 50 });
    await flush();
    expect(engine.calls.at(-1)).toBe('seek 50');
    handlers.get('nexttrack')?.({});
    await flush();
    expect(selectPlayer(store.getState()).track?.id).toBe(3);
    handlers.get('previoustrack')?.({});
    await flush();
    expect(selectPlayer(store.getState()).track?.id).toBe(5);
    expect([...handlers.keys()]).toEqual(['play', 'pause', 'previoustrack', 'nexttrack', 'seekto']);
  });
});

describe('with other tabs of the app', () => {
  /** This tab's end of the channel the tabs share: what it posted, and messages handed to it. */
  class TabsChannelStub extends EventTarget {
    posted: unknown[] = [];
    closed = false;
    postMessage(message: unknown) {
      this.posted.push(message);
    }
    close() {
      this.closed = true;
    }
    receive(data: unknown) {
      this.dispatchEvent(new MessageEvent('message', { data }));
    }
  }

  function playingTab() {
    const engine = new FakeAudioEngine();
    const channel = new TabsChannelStub();
    const store = makeStore({
      sagas: [createPlayerSaga(() => engine, { mediaSession: false, keyboard: false, otherTabs: () => channel as unknown as BroadcastChannel })],
    });
    store.dispatch(playTrack({ track: b, queue: [a, b, c] }));
    engine.loadMetadata(95);
    engine.startPlaying();
    engine.tick(30);
    return { engine, channel, player: () => selectPlayer(store.getState()) };
  }

  it('tells the other tabs each time it starts or resumes playing', async () => {
    const { engine, channel, player } = playingTab();
    expect(channel.posted).toEqual([{ startedPlaying: expect.any(String) }]);
    engine.pause();
    engine.startPlaying();
    await flush();
    expect(player().isPlaying).toBe(true);
    expect(channel.posted).toHaveLength(2);
  });

  it('does not claim again when its audio goes on after buffering: a track started meanwhile in another tab keeps playing', async () => {
    const { engine, channel, player } = playingTab();
    engine.emit({ type: 'waiting', src: engine.src });
    // Another tab starts a track while this one is stalled; this one comes out of the stall first.
    engine.startPlaying();
    await flush();
    expect(channel.posted).toHaveLength(1);
    engine.calls = [];
    channel.receive({ startedPlaying: 'another-tab' });
    await flush();
    expect(engine.calls).toEqual(['pause']);
    expect(player().isPlaying).toBe(false);
  });

  it('pauses when another tab starts playing, keeping its track, queue and position', async () => {
    const { engine, channel, player } = playingTab();
    engine.calls = [];

    channel.receive({ startedPlaying: 'another-tab' });
    await flush();

    expect(engine.calls).toEqual(['pause']);
    expect(player()).toMatchObject({ isPlaying: false, track: b, now_playing_index: 1, currentTime: 30 });
    expect(player().queue).toHaveLength(3);
  });

  it('keeps playing on its own message (another store of this page) and on messages of another shape', async () => {
    const { engine, channel, player } = playingTab();
    engine.calls = [];
    const own = channel.posted[0];

    for (const message of [own, 'started playing', { startedPlaying: 42 }, null]) channel.receive(message);
    await flush();

    expect(engine.calls).toEqual([]);
    expect(player().isPlaying).toBe(true);
  });
});
