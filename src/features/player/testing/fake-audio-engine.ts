import type { AudioEngine, AudioEngineEvent } from '../lib/audio-engine';

/**
 * For tests and stories only (never imported by the app): an audio engine driven by hand. It
 * records the calls the player saga makes and emits the element's events on demand.
 */
export class FakeAudioEngine implements AudioEngine {
  src = '';
  paused = true;
  currentTime = 0;
  duration = Number.NaN;
  hasMetadata = false;
  volume = 1;
  muted = false;
  calls: string[] = [];
  private listener: ((event: AudioEngineEvent) => void) | null = null;

  load(src: string) {
    this.pause();
    this.calls.push(`load ${new URL(src).pathname}`);
    this.src = src;
    this.currentTime = 0;
    this.duration = Number.NaN;
    this.hasMetadata = false;
  }
  play() {
    this.calls.push('play');
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    if (this.paused) return;
    this.calls.push('pause');
    this.paused = true;
    this.emit({ type: 'pause', src: this.src });
  }
  stop() {
    this.calls.push('stop');
    this.paused = true;
    this.src = '';
  }
  seek(seconds: number) {
    this.calls.push(`seek ${seconds}`);
    this.currentTime = seconds;
  }
  setVolume(volume: number) {
    this.volume = volume;
  }
  setMuted(muted: boolean) {
    this.muted = muted;
  }
  subscribe(listener: (event: AudioEngineEvent) => void) {
    this.listener = listener;
    return () => {
      this.listener = null;
    };
  }

  // ---- what the element would report
  emit(event: AudioEngineEvent) {
    this.listener?.(event);
  }
  loadMetadata(duration: number) {
    this.duration = duration;
    this.hasMetadata = true;
    this.emit({ type: 'loadedmetadata', src: this.src, duration });
    this.emit({ type: 'canplay', src: this.src });
  }
  startPlaying() {
    this.emit({ type: 'playing', src: this.src });
  }
  tick(seconds: number) {
    this.currentTime = seconds;
    this.emit({ type: 'timeupdate', src: this.src, currentTime: seconds, duration: this.duration });
  }
  end() {
    this.paused = true;
    this.currentTime = this.duration;
    this.emit({ type: 'pause', src: this.src });
    this.emit({ type: 'ended', src: this.src });
  }
  fail() {
    this.paused = true;
    this.emit({ type: 'error', src: this.src });
  }
}
