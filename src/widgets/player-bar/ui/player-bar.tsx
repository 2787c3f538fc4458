import { useId, useRef, useState } from 'react';
import { ChevronUpIcon, PlayerWaveform, ReferenceAbButton } from '@/features/player';
import { trackTitle } from '@/entities/track';
import { useIsMobile } from '@/shared/lib/viewport';
import { useExpandedBarHeight } from '../model/use-expanded-bar-height';
import { playerErrorText, usePlayerBarState, type PlayerBarState } from '../model/use-player-bar';
import { Duration, Elapsed, NowHearingReference, NowPlaying, PlayPauseButton, SeekSlider, Transport, VolumeControl } from './controls';
import { PlayerOptions, usePlayerOptions } from './player-options';
import './player-bar.css';

type ShownState = PlayerBarState & { track: NonNullable<PlayerBarState['track']> };

/** What the bar says is heard: the reference (A/B) or the track. */
function Now({ state }: { state: ShownState }) {
  return state.reference ? <NowHearingReference name={state.reference.name} /> : <NowPlaying track={state.track} description={state.description} />;
}

/** The reference played on its own (its chip's play button, no track selected). */
function ReferenceOnlyBar({ state, mobile }: { state: PlayerBarState & { reference: NonNullable<PlayerBarState['reference']> }; mobile: boolean }) {
  return (
    <section className={`player-bar player-bar--${mobile ? 'mobile' : 'desktop'} player-bar--reference`} aria-label="Audio player">
      <NowHearingReference name={state.reference.name} />
      <PlayPauseButton state={state} />
      <div className="player-bar__timeline">
        <Elapsed seconds={state.currentTime} />
        {mobile ? null : <SeekSlider state={{ ...state, currentPercent: state.duration > 0 ? (state.currentTime / state.duration) * 100 : 0 }} />}
        <Duration seconds={state.duration} />
      </div>
      {mobile ? null : <VolumeControl state={state} />}
      <ReferenceAbButton />
    </section>
  );
}

function ErrorLine({ state }: { state: ShownState }) {
  return (
    <p className="player-bar__error" role="alert">
      {playerErrorText(trackTitle(state.track, 'full'))}
    </p>
  );
}

function DesktopBar({ state }: { state: ShownState }) {
  return (
    <section className="player-bar player-bar--desktop" aria-label="Audio player">
      <Now state={state} />
      <Transport state={state} />
      <div className="player-bar__timeline">
        {state.error ? (
          <ErrorLine state={state} />
        ) : (
          <>
            <Elapsed seconds={state.currentTime} />
            <PlayerWaveform className="player-bar__waveform" />
            <Duration seconds={state.duration} />
          </>
        )}
      </div>
      <VolumeControl state={state} />
      <div className="player-bar__end">
        <ReferenceAbButton />
        <PlayerOptions track={state.track} />
      </div>
    </section>
  );
}

function MobileOptions({ state }: { state: ShownState }) {
  const options = usePlayerOptions(state.track);
  return (
    <ul className="player-bar__mobile-options" aria-label="Player options">
      {options.map((option) => (
        <li key={option.key}>
          <button type="button" className="player-bar__chip" onClick={() => void option.onSelect()}>
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

function MobileBar({ state }: { state: ShownState }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const barRef = useRef<HTMLElement>(null);
  useExpandedBarHeight(barRef, expanded);
  return (
    <section ref={barRef} className={`player-bar player-bar--mobile${expanded ? ' player-bar--expanded' : ''}`} aria-label="Audio player">
      <span className="player-bar__progress" aria-hidden="true" style={{ width: `${state.error ? 0 : state.currentPercent}%` }} />
      <div className="player-bar__row">
        <Now state={state} />
        <ReferenceAbButton />
        <PlayPauseButton state={state} />
        <button
          type="button"
          className="player-bar__icon player-bar__more-toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={expanded ? 'Show less' : 'Show more'}
          title={expanded ? 'Show less' : 'Show more'}
          onClick={() => setExpanded((value) => !value)}
        >
          <ChevronUpIcon size={20} />
        </button>
      </div>
      {state.error ? <ErrorLine state={state} /> : null}
      <div id={panelId} className="player-bar__panel" hidden={!expanded}>
        {expanded ? (
          <>
            {state.error ? null : (
              <div className="player-bar__seek">
                <Elapsed seconds={state.currentTime} />
                <SeekSlider state={state} />
                <Duration seconds={state.duration} />
              </div>
            )}
            <Transport state={state} size="lg" />
            <VolumeControl state={state} />
            <MobileOptions state={state} />
          </>
        ) : null}
      </div>
    </section>
  );
}

export interface PlayerBarProps {
  /** "auto" (default) follows the window: mobile below 768 px. */
  layout?: 'auto' | 'desktop' | 'mobile';
}

/** The audio player bar: fixed at the bottom once something has been played. */
export function PlayerBar({ layout = 'auto' }: PlayerBarProps) {
  const state = usePlayerBarState();
  const isMobileWindow = useIsMobile();
  const mobile = layout === 'mobile' || (layout === 'auto' && isMobileWindow);
  if (state.show && !state.track && state.reference) return <ReferenceOnlyBar state={{ ...state, reference: state.reference }} mobile={mobile} />;
  if (!state.show || !state.track) return null;
  const shown = state as ShownState;
  return mobile ? <MobileBar state={shown} /> : <DesktopBar state={shown} />;
}
