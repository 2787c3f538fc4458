import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { subItemTitle, trackTitle, TrackRow, type Track } from '@/entities/track';
import { DraggableTrack } from '@/features/drag-to-project';
import { PlayerTurnLinks, PlayOverlay, usePlayItem, type PlayOverlayProps } from '@/features/player';
import { useAddToLastProject } from '@/features/project-items';
import { ItemActionsMenu, trackItemRef, useTrackKeyActions } from '@/features/track-actions';
import { AuditionGrid, AuditionRow, type AuditionRowActions } from '@/shared/ui/audition-grid';
import { useSizeRowsWhenIdle } from '../lib/use-size-rows-when-idle';
import './track-list.css';

export interface TrackListProps {
  tracks: Track[];
  /** Where playback started from (defaults to the current page URL). */
  source?: PlayOverlayProps['source'];
  /** What the player bar says is playing ("Album: …"). */
  description?: string;
  /** Tracks to mark and scroll to ("Go to track", show_tracks). */
  highlightTrackIds?: readonly number[];
  /** Stem to mark; the rows fetch their stems and open the one holding it. */
  highlightStemId?: number | null;
  /** Track whose versions start open (the show_tracks target). */
  openTrackId?: number | null;
  /** Accessible name of the list. */
  label?: string;
  /** Shown instead of the list when there are no tracks. */
  empty?: ReactNode;
  className?: string;
  /**
   * The list is whole and a user jumps to its end (a page of results above its pagination): its
   * last rows are laid out with it, so the jump finds them at their true height.
   */
  endLaidOut?: boolean;
}

/** The more-options menu of a track, version or stem row (a menu of its own per item: a reused row
 * never keeps another track's menu open). */
function renderMenu(item: Track) {
  return <ItemActionsMenu key={`${item.type}-${item.id}`} item={trackItemRef(item)} track={item} />;
}

const rowKey = (position: number) => `row:${position}`;

/**
 * Tracks with the player's play overlay and turn links (which hide turns at or past the loaded
 * audio's duration), versions/stems and the more-options menu.
 * Every row plays within this list: next and previous walk it in order.
 * The list is a grid walked by keyboard (J/K, ↓/↑ through the rows and their open versions and
 * stems; Enter plays, A adds to the last project used, D downloads, F finds similar tracks).
 */
export function TrackList({
  tracks,
  source,
  description,
  highlightTrackIds,
  highlightStemId = null,
  openTrackId = null,
  label = 'Tracks',
  empty = null,
  className,
  endLaidOut = false,
}: TrackListProps) {
  const renderSubOverlay = useCallback(
    (item: Track) => <PlayOverlay track={item} queue={tracks} source={source} description={description} size="sm" />,
    [tracks, source, description],
  );

  // Versions and stems are rows of the grid, and drag sources of their own (the innermost source
  // under the pointer wins).
  const wrapSubrow = useCallback(
    (item: Track, content: ReactNode) => (
      <AuditionRow rowKey={`sub:${item.type}-${item.id}`} item={item} label={subItemTitle(item)}>
        <DraggableTrack track={item}>{content}</DraggableTrack>
      </AuditionRow>
    ),
    [],
  );

  const playItem = usePlayItem();
  const addToLastProject = useAddToLastProject();
  const { download, findSimilar } = useTrackKeyActions();
  const keyActions = useMemo<AuditionRowActions<Track>>(
    () => ({
      // A version or stem plays within this list too (the player keeps it when its track is here).
      play: (item) => playItem(item, { queue: tracks, source, description }),
      add: (item) => void addToLastProject(trackItemRef(item), item),
      download,
      findSimilar,
    }),
    [playItem, tracks, source, description, addToLastProject, download, findSimilar],
  );

  const listRef = useRef<HTMLDivElement>(null);
  useSizeRowsWhenIdle(listRef, tracks);

  if (tracks.length === 0) return <>{empty}</>;

  // Rows line up: the Versions/Stems column is on every row or, when no track has either, on none.
  const togglesColumn = tracks.some((track) => track.num_versions > 0 || track.num_stems > 0);
  // Until the user picks a row, Tab enters the list at the "Go to track" target, else at the top.
  const highlightedAt = highlightTrackIds?.length ? tracks.findIndex((track) => highlightTrackIds.includes(track.id)) : -1;
  return (
    <AuditionGrid
      ref={listRef}
      className={['track-list', className].filter(Boolean).join(' ')}
      aria-label={label}
      data-end-laid-out={endLaidOut || undefined}
      actions={keyActions}
      firstRowKey={rowKey(Math.max(0, highlightedAt))}
    >
      {tracks.map((track, position) => {
        const highlighted = highlightTrackIds?.includes(track.id) ?? false;
        // Rows are kept by position, not by track: a new search's page shows its tracks in the rows
        // already there, updating their text and images, instead of removing those rows and building
        // new ones. A row's own state (an open panel, an open menu, a failed image, the scroll to the
        // selected track) belongs to its track and starts afresh with another one.
        return (
          <div key={position} className="track-list__item">
            <AuditionRow rowKey={rowKey(position)} item={track} label={trackTitle(track)}>
              <DraggableTrack track={track}>
                <TrackRow
                  track={track}
                  overlay={<PlayOverlay track={track} queue={tracks} source={source} description={description} />}
                  menu={renderMenu(track)}
                  highlighted={highlighted}
                  initialPanel={openTrackId === track.id && track.num_versions > 0 ? 'versions' : null}
                  highlightStemId={highlightStemId}
                  turns={<PlayerTurnLinks track={track} queue={tracks} source={source} description={description} />}
                  renderOverlay={renderSubOverlay}
                  renderMenu={renderMenu}
                  wrapSubrow={wrapSubrow}
                  togglesColumn={togglesColumn}
                  subrowsAsGrid
                />
              </DraggableTrack>
            </AuditionRow>
          </div>
        );
      })}
    </AuditionGrid>
  );
}
