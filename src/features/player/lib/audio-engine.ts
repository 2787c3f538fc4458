/**
 * The app's audio elements. The player saga drives them and listens to them through event
 * channels (`subscribe`); nothing else touches them. Catalogue audio plays through one element;
 * a reference track loaded for A/B has a second one, so switching between them is a change of
 * which element is heard rather than a new load. The saga keeps the rule of one sound at a time:
 * it never lets both be heard.
 */

export type AudioEngineEvent =
  | { type: 'loadedmetadata'; src: string; duration: number }
  | { type: 'canplay'; src: string }
  | { type: 'waiting'; src: string }
  | { type: 'playing'; src: string }
  | { type: 'pause'; src: string }
  | { type: 'timeupdate'; src: string; currentTime: number; duration: number }
  | { type: 'ended'; src: string }
  | { type: 'error'; src: string };

export interface AudioEngine {
  /** The source last given to `load` ('' when stopped). */
  readonly src: string;
  readonly paused: boolean;
  readonly currentTime: number;
  /** Seconds, NaN until the metadata is known. */
  readonly duration: number;
  /** True once the metadata is known for the current source. */
  readonly hasMetadata: boolean;
  load(src: string): void;
  play(): Promise<void>;
  pause(): void;
  /** Pause and drop the source. */
  stop(): void;
  seek(seconds: number): void;
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** Listen to the element; returns the unsubscribe function (the eventChannel contract). */
  subscribe(listener: (event: AudioEngineEvent) => void): () => void;
}

const FORWARDED = ['loadedmetadata', 'canplay', 'waiting', 'playing', 'pause', 'timeupdate', 'ended', 'error'] as const;

/** An engine over one HTMLAudioElement (preload "metadata" unless told), attached hidden to the document. */
export function createHtmlAudioEngine(doc: Document = document, preload: 'metadata' | 'auto' = 'metadata'): AudioEngine {
  const audio = doc.createElement('audio');
  audio.preload = preload;
  audio.hidden = true;
  audio.setAttribute('aria-hidden', 'true');
  doc.body.appendChild(audio);
  let current = '';

  return {
    get src() {
      return current;
    },
    get paused() {
      return audio.paused;
    },
    get currentTime() {
      return audio.currentTime;
    },
    get duration() {
      return audio.duration;
    },
    get hasMetadata() {
      return current !== '' && audio.readyState >= HTMLMediaElement.HAVE_METADATA;
    },
    load(src) {
      current = src;
      audio.pause();
      audio.src = src;
      audio.load();
    },
    play() {
      return audio.play();
    },
    pause() {
      audio.pause();
    },
    stop() {
      current = '';
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    },
    seek(seconds) {
      if (Number.isFinite(seconds)) audio.currentTime = Math.max(0, seconds);
    },
    setVolume(volume) {
      audio.volume = Math.min(1, Math.max(0, volume));
    },
    setMuted(muted) {
      audio.muted = muted;
    },
    subscribe(listener) {
      const handle = (event: Event) => {
        if (!current) return;
        const src = current;
        switch (event.type) {
          case 'loadedmetadata':
            listener({ type: 'loadedmetadata', src, duration: audio.duration });
            break;
          case 'timeupdate':
            listener({ type: 'timeupdate', src, currentTime: audio.currentTime, duration: audio.duration });
            break;
          default:
            listener({ type: event.type as Exclude<AudioEngineEvent['type'], 'loadedmetadata' | 'timeupdate'>, src });
        }
      };
      for (const type of FORWARDED) audio.addEventListener(type, handle);
      return () => {
        for (const type of FORWARDED) audio.removeEventListener(type, handle);
      };
    },
  };
}

let shared: AudioEngine | null = null;

/** The page's single engine, created on first use. */
export function getSharedAudioEngine(): AudioEngine {
  shared ??= createHtmlAudioEngine();
  return shared;
}

let reference: AudioEngine | null = null;

/**
 * The reference track's element, created the first time a reference is played. It preloads the
 * whole file (a file already in the browser's memory), so A/B can start it at any time at once.
 */
export function getSharedReferenceEngine(): AudioEngine {
  reference ??= createHtmlAudioEngine(document, 'auto');
  return reference;
}
