import { shallowEqual } from 'react-redux';
import { selectReferenceTrack } from '@/entities/reference-track';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { referencePlayToggled, selectPlayer } from '../model/player-slice';
import { referenceAbToggled } from '../model/reference-ab-toggled';
import { PauseIcon, PlayIcon } from './player-icons';
import './reference-controls.css';

function useReferencePlayer() {
  return useAppSelector((state) => {
    const player = selectPlayer(state);
    const reference = selectReferenceTrack(state);
    return {
      reference,
      hasTrack: player.track != null,
      hearingReference: player.sounding === 'reference',
      referencePlaying: player.sounding === 'reference' && player.isPlaying,
    };
  }, shallowEqual);
}

/** The reference chip's play button: hear the reference (from the playing track's time), or pause it. */
export function ReferencePlayButton() {
  const dispatch = useAppDispatch();
  const { reference, referencePlaying } = useReferencePlayer();
  if (!reference) return null;
  const label = `${referencePlaying ? 'Pause' : 'Play'} reference ${reference.name}`;
  return (
    <button type="button" className="reference-play" aria-label={label} title={label} onClick={() => dispatch(referencePlayToggled())}>
      {referencePlaying ? <PauseIcon size={12} /> : <PlayIcon size={12} />}
    </button>
  );
}

/**
 * A/B on the player bar (shown while a reference is loaded): switches between the reference and
 * the track at the same playback time. It says which one is heard.
 */
export function ReferenceAbButton() {
  const dispatch = useAppDispatch();
  const { reference, hasTrack, hearingReference } = useReferencePlayer();
  if (!reference) return null;
  const hearing = hearingReference ? 'Reference' : 'Track';
  return (
    <div className="reference-ab">
      <button
        type="button"
        className="reference-ab__button"
        aria-pressed={hearingReference}
        disabled={!hasTrack}
        title={hasTrack ? `A/B: switch to the ${hearingReference ? 'track' : 'reference'} at the same time (R)` : 'Play a track to compare it with the reference'}
        aria-keyshortcuts="R"
        onClick={() => dispatch(referenceAbToggled())}
      >
        A/B
      </button>
      <span className="reference-ab__hearing" aria-live="polite">
        Hearing: {hearing}
      </span>
    </div>
  );
}
