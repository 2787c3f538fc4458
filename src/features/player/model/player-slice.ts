import { createAction, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { sessionChanged, type TrackDto } from '@/shared/api';
import { DEFAULT_PLAYER_DESCRIPTION } from '@/shared/config';
import { rootReducer, type RootState } from '@/shared/redux';
import { areRelated, clamp, findQueueIndex, sameItem, toQueue, type QueueEntry, type QueueInput } from '../lib/queue';

export const PLAYER_LOAD_ERROR = 'Error loading audio file.';
/** The waveform and seek slider never reach the very end (a fraction from 0 through 0.999). */
export const MAX_SEEK_FRACTION = 0.999;

/** Where the queue came from: the page the user played it on. */
export interface PlayerSource {
  pathname: string;
  query: string;
}

/** Player state: the selection, the queue, the audio element's reports and the UI flags. */
export interface PlayerState {
  /** The selected track (track, version or stem). */
  track: TrackDto | null;
  /** The ordered list the user played from. */
  queue: QueueEntry[];
  /** Key of the selected queue entry (a track may sit in the queue twice). */
  now_playing_key: string | null;
  description: string;
  source: PlayerSource | null;
  /** 0..1 */
  volume: number;
  muted: boolean;
  canPlay: boolean;
  isPlaying: boolean;
  /** Seconds; -1 until the audio reports it. */
  duration: number;
  currentTime: number;
  /** 0..100 */
  currentPercent: number;
  error: string | null;
  now_playing_index: number;
  show_player: boolean;
  is_playing_current_results: boolean;
  /** Pending seek, as a fraction 0..0.999, applied by the saga once the audio can seek. */
  seek_to: number | null;
  /** Pending seek to a turn time, in seconds. */
  turn_to: number | null;
  /** Identifies the list the queue came from (e.g. "project:{uuid}" or the page URL). */
  queue_source: string | null;
  /**
   * Which sound the player is on: the selected track, or the reference track loaded in this tab
   * (A/B). The play state and position describe that sound; only one is ever heard.
   */
  sounding: Sounding;
}

export type Sounding = 'track' | 'reference';

export const initialPlayerState: PlayerState = {
  track: null,
  queue: [],
  now_playing_key: null,
  description: DEFAULT_PLAYER_DESCRIPTION,
  source: null,
  volume: 1,
  muted: false,
  canPlay: false,
  isPlaying: false,
  duration: -1,
  currentTime: 0,
  currentPercent: 0,
  error: null,
  now_playing_index: -1,
  show_player: false,
  is_playing_current_results: false,
  seek_to: null,
  turn_to: null,
  queue_source: null,
  sounding: 'track',
};

/** Source of a play request: a page ({pathname, query}), a named list ({ id }), or just an id string. */
export type PlaySourceInput = string | { pathname?: string; query?: string; id?: string };

export interface PlayTrackPayload {
  track: TrackDto;
  /** The list played from; omitted when switching inside the current queue (next, versions, stems). */
  queue?: readonly QueueInput[];
  /** Key of the queue entry being played, when the same track is in the queue twice. */
  key?: string;
  source?: PlaySourceInput;
  description?: string;
  /** Start position as a fraction of the duration (default 0, or the current one for a version/stem of the same track). */
  fraction?: number;
  /** Start position in seconds (wins over fraction). */
  startTime?: number;
}

function normalizeSource(input: PlaySourceInput | undefined): { source: PlayerSource; id: string } {
  const loc = globalThis.location;
  if (typeof input === 'string') {
    return { source: { pathname: loc?.pathname ?? '/', query: loc?.search ?? '' }, id: input };
  }
  const pathname = input?.pathname ?? loc?.pathname ?? '/';
  const rawQuery = input?.query ?? (input?.pathname === undefined ? (loc?.search ?? '') : '');
  const query = rawQuery && !rawQuery.startsWith('?') ? `?${rawQuery}` : rawQuery;
  return { source: { pathname, query }, id: input?.id ?? `${pathname}${query}` };
}

/** The main track a track, version or stem belongs to (null when unknown). */
function rootOf(track: TrackDto): number | null {
  return track.type === 'track' ? track.id : (track.parent_id ?? null);
}

/**
 * A list of one track's versions or stems is not a browsing list: when that track already sits
 * in the queue, playing from the sub-list keeps the queue (so next/previous go on through it).
 */
function keepsCurrentQueue(current: readonly QueueEntry[], track: TrackDto, inputs: readonly QueueInput[]): boolean {
  const root = rootOf(track);
  if (track.type === 'track' || root == null || current.length === 0) return false;
  const subList = toQueue(inputs).every((entry) => rootOf(entry.track) === root);
  return subList && findQueueIndex(current, track) >= 0;
}

function trackDuration(state: PlayerState): number {
  if (state.duration > 0) return state.duration;
  return state.track?.audio_file?.duration ?? 0;
}

function setPosition(state: PlayerState, seconds: number) {
  const duration = trackDuration(state);
  state.currentTime = Math.max(0, seconds);
  state.currentPercent = duration > 0 ? clamp((seconds / duration) * 100, 0, 100) : 0;
}

const playerSliceDefinition = createSlice({
  name: 'player',
  initialState: initialPlayerState,
  reducers: {
    /** Select a track (and the list it came from): stops, resets progress, clears the error; the saga loads and seeks. */
    playTrack(state, { payload }: PayloadAction<PlayTrackPayload>) {
      const previous = state.track;
      const duration = payload.track.audio_file?.duration ?? 0;
      let fraction: number;
      if (payload.startTime != null && duration > 0) fraction = payload.startTime / duration;
      else if (payload.fraction != null) fraction = payload.fraction;
      else fraction = areRelated(previous, payload.track) ? state.currentPercent / 100 : 0;
      fraction = clamp(fraction, 0, MAX_SEEK_FRACTION);

      if (payload.queue && !keepsCurrentQueue(state.queue, payload.track, payload.queue)) {
        const { source, id } = normalizeSource(payload.source);
        state.queue = toQueue(payload.queue);
        state.source = source;
        state.queue_source = id;
        state.description = payload.description ?? DEFAULT_PLAYER_DESCRIPTION;
        state.is_playing_current_results = true;
      } else if (!payload.queue && payload.description) {
        state.description = payload.description;
      }
      state.track = payload.track;
      state.now_playing_index = findQueueIndex(state.queue, payload.track, payload.key);
      state.now_playing_key = state.now_playing_index >= 0 ? state.queue[state.now_playing_index].key : null;
      state.isPlaying = false;
      state.canPlay = false;
      state.error = null;
      state.duration = -1;
      state.currentPercent = fraction * 100;
      state.currentTime = fraction * duration;
      state.seek_to = fraction;
      state.turn_to = null;
      state.show_player = true;
      state.sounding = 'track';
    },
    /** Seek to a fraction of the duration (clamped 0..0.999). */
    seek(state, { payload }: PayloadAction<number>) {
      if (!state.track && state.sounding !== 'reference') return;
      const fraction = clamp(payload, 0, MAX_SEEK_FRACTION);
      state.seek_to = fraction;
      state.turn_to = null;
      setPosition(state, fraction * trackDuration(state));
    },
    /** Seek to a turn time in seconds; ignored when 0 or not shorter than the duration. */
    seekToTurn(state, { payload }: PayloadAction<number>) {
      const duration = trackDuration(state);
      if (!state.track || !(payload > 0) || !(payload < duration)) return;
      state.turn_to = payload;
      state.seek_to = null;
      setPosition(state, payload);
    },
    setVolume(state, { payload }: PayloadAction<number>) {
      state.volume = clamp(payload, 0, 1);
      if (state.volume > 0) state.muted = false;
    },
    mute(state) {
      state.muted = true;
    },
    unmute(state) {
      state.muted = false;
    },
    toggleMute(state) {
      state.muted = !state.muted;
    },
    /** Stop playback and clear the queue and selection. */
    resetPlayer(state) {
      return { ...initialPlayerState, volume: state.volume, muted: state.muted };
    },
    /** The queue's list is no longer the results on screen (e.g. the search changed). */
    setPlayingCurrentResults(state, { payload }: PayloadAction<boolean>) {
      state.is_playing_current_results = payload;
    },

    // ---- reports from the audio element (dispatched by the saga only)
    audioMetadataLoaded(state, { payload }: PayloadAction<{ duration: number }>) {
      if (Number.isFinite(payload.duration) && payload.duration > 0) state.duration = payload.duration;
    },
    audioCanPlay(state) {
      state.canPlay = true;
    },
    audioWaiting(state) {
      state.canPlay = false;
    },
    audioPlaying(state) {
      state.isPlaying = true;
      state.canPlay = true;
    },
    audioPaused(state) {
      state.isPlaying = false;
    },
    audioTimeUpdated(state, { payload }: PayloadAction<{ currentTime: number; duration?: number }>) {
      if (payload.duration && Number.isFinite(payload.duration) && payload.duration > 0) state.duration = payload.duration;
      if (state.seek_to != null || state.turn_to != null) return;
      setPosition(state, payload.currentTime);
    },
    audioSeekApplied(state) {
      state.seek_to = null;
      state.turn_to = null;
    },
    audioEnded(state) {
      state.isPlaying = false;
    },
    /** The player switched sounds (A/B, the reference's play button, the reference removed). */
    soundingChanged(state, { payload }: PayloadAction<Sounding>) {
      state.sounding = payload;
      if (payload === 'reference') {
        state.show_player = true;
        state.canPlay = true;
      } else if (!state.track) {
        // The reference played alone and was stopped: nothing is left to show.
        state.show_player = false;
        state.isPlaying = false;
        state.currentTime = 0;
        state.currentPercent = 0;
        state.duration = -1;
      }
    },
    audioFailed(state) {
      state.error = PLAYER_LOAD_ERROR;
      state.isPlaying = false;
      state.canPlay = false;
      state.seek_to = null;
      state.turn_to = null;
    },
  },  extraReducers: (builder) => {
    // A queue is built from what the server showed one person: when another person (or nobody)
    // takes over the session it is cleared, so a PRO-restricted user never keeps a hidden track.
    builder.addCase(sessionChanged, (state) => ({ ...initialPlayerState, volume: state.volume, muted: state.muted }));
  },
});

// Augment the module that declares the interface, with the slice's type before injection
// (the injected slice's type depends on rootReducer and would make the interface reference itself).
declare module '@/shared/redux/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof playerSliceDefinition> {}
}

export const playerSlice = playerSliceDefinition.injectInto(rootReducer);

export const { playTrack, seek, seekToTurn, setVolume, mute, unmute, toggleMute, resetPlayer, setPlayingCurrentResults } =
  playerSlice.actions;

/** Reports of the audio element; only the player saga dispatches them. */
export const {
  audioMetadataLoaded,
  audioCanPlay,
  audioWaiting,
  audioPlaying,
  audioPaused,
  audioTimeUpdated,
  audioSeekApplied,
  audioEnded,
  audioFailed,
  soundingChanged,
} = playerSlice.actions;

/** Intents handled by the saga (they change state only through the audio element's reports). */
export const togglePlay = createAction('player/togglePlay');
export const play = createAction('player/play');
export const pause = createAction('player/pause');
export const next = createAction('player/next');
export const previous = createAction('player/previous');
/** The reference track's own play button: hear the reference (from the same time), or pause it. */
export const referencePlayToggled = createAction('player/referencePlayToggled');

// ---------------------------------------------------------------- selectors

export const selectPlayer = (state: RootState): PlayerState => playerSlice.selectSlice(state);
export const selectSelectedTrack = (state: RootState) => selectPlayer(state).track;
export const selectIsPlaying = (state: RootState) => selectPlayer(state).isPlaying;
export const selectQueue = (state: RootState) => selectPlayer(state).queue;
export const selectPlayerError = (state: RootState) => selectPlayer(state).error;
export const selectShowPlayer = (state: RootState) => selectPlayer(state).show_player;
export const selectCurrentTime = (state: RootState) => selectPlayer(state).currentTime;
export const selectCurrentPercent = (state: RootState) => selectPlayer(state).currentPercent;
export const selectPlayerDescription = (state: RootState) => selectPlayer(state).description;
export const selectSounding = (state: RootState) => selectPlayer(state).sounding;
/** The known duration, or the catalogue's duration while the audio is loading. */
export const selectDuration = (state: RootState) => trackDuration(selectPlayer(state));
export const selectCanGoNext = (state: RootState) => {
  const { now_playing_index: index, queue } = selectPlayer(state);
  return index >= 0 && index < queue.length - 1;
};
export const selectCanGoPrevious = (state: RootState) => selectPlayer(state).now_playing_index > 0;
/** Whether the queue playing now came from `queueSource` (e.g. a project in the sidebar). */
export const selectIsQueueSource = (state: RootState, queueSource: string) => {
  const player = selectPlayer(state);
  return player.track != null && player.queue_source === queueSource;
};

export interface PlayerItemState {
  isSelected: boolean;
  isPlaying: boolean;
  /** Selected and not yet playable. */
  isLoading: boolean;
  /** Selected and the audio failed to load. */
  hasError: boolean;
}

const NOT_SELECTED: PlayerItemState = { isSelected: false, isPlaying: false, isLoading: false, hasError: false };

export type PlayerItemRef = number | Pick<TrackDto, 'id' | 'type'>;

function matches(track: TrackDto | null, item: PlayerItemRef): boolean {
  if (!track) return false;
  return typeof item === 'number' ? track.id === item : sameItem(track, item);
}

/** The player's view of one item; compare with shallowEqual (a new object when selected). */
export function selectPlayerItemState(state: RootState, item: PlayerItemRef): PlayerItemState {
  const player = selectPlayer(state);
  if (!matches(player.track, item)) return NOT_SELECTED;
  return {
    isSelected: true,
    isPlaying: player.isPlaying,
    isLoading: !player.canPlay && !player.error,
    hasError: player.error != null,
  };
}
