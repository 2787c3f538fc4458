import { useEffect, useRef, useState } from 'react';
import { formatTime } from '@/shared/lib/format-time';
import type { AsHeardOnItemDto } from '@/shared/api';
import './audio-mini-player.css';

export interface AudioMiniPlayerProps {
  files: AsHeardOnItemDto['audio_files'];
  /** Names the player for assistive tech ("Music from {show}"). */
  label: string;
  /** False pauses playback (e.g. the slide scrolled away). */
  active?: boolean;
}

/**
 * A small player over an as-heard-on item's audio files: previous, play/pause, next and the
 * elapsed time. It owns its own <audio> element, separate from the site's player bar.
 */
export function AudioMiniPlayer({ files, label, active = true }: AudioMiniPlayerProps) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState(false);
  const resumeAfterLoad = useRef(false);
  const current = files[index];

  useEffect(() => {
    if (!active) audioRef.current?.pause();
  }, [active]);

  useEffect(() => {
    const audio = audioRef.current;
    return () => audio?.pause();
  }, []);

  if (!current) return null;

  const play = () => {
    const audio = audioRef.current;
    if (!audio) return;
    setError(false);
    const result = audio.play();
    if (result && typeof result.catch === 'function') result.catch(() => setPlaying(false));
  };

  const goTo = (next: number) => {
    if (next < 0 || next >= files.length) return;
    resumeAfterLoad.current = playing;
    setIndex(next);
    setElapsed(0);
    setError(false);
  };

  return (
    <div className="mini-player" role="group" aria-label={label}>
      <audio
        ref={audioRef}
        src={current.file}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          if (index < files.length - 1) {
            resumeAfterLoad.current = true;
            setIndex(index + 1);
            setElapsed(0);
          }
        }}
        onTimeUpdate={(event) => setElapsed(event.currentTarget.currentTime)}
        onLoadedMetadata={() => {
          if (resumeAfterLoad.current) {
            resumeAfterLoad.current = false;
            play();
          }
        }}
        onError={() => {
          setPlaying(false);
          setError(true);
        }}
      />
      <div className="mini-player__controls">
        <button type="button" className="mini-player__button" aria-label="Previous track" disabled={index === 0} onClick={() => goTo(index - 1)}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M6 5h2v14H6zM20 5v14L9 12z" fill="currentColor" />
          </svg>
        </button>
        <button
          type="button"
          className="mini-player__button mini-player__button--main"
          aria-label={playing ? `Pause ${current.title}` : `Play ${current.title}`}
          aria-pressed={playing}
          onClick={() => (playing ? audioRef.current?.pause() : play())}
        >
          {playing ? (
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
            </svg>
          ) : (
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          )}
        </button>
        <button
          type="button"
          className="mini-player__button"
          aria-label="Next track"
          disabled={index >= files.length - 1}
          onClick={() => goTo(index + 1)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M16 5h2v14h-2zM4 5v14l11-7z" fill="currentColor" />
          </svg>
        </button>
      </div>
      <div className="mini-player__now">
        <span className="mini-player__title">{current.title}</span>
        <span className="mini-player__meta">
          {error ? (
            <span role="alert">Could not play this file.</span>
          ) : (
            <>
              <time aria-label="Elapsed time">{formatTime(elapsed)}</time>
              {files.length > 1 ? <span>{` · ${index + 1} of ${files.length}`}</span> : null}
            </>
          )}
        </span>
      </div>
    </div>
  );
}
