import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { AppLink } from '@/shared/ui/app-link';
import { Artwork } from '@/shared/ui/artwork';
import { Spinner } from '@/shared/ui/spinner';
import { useGetTrackStemsQuery, useGetTrackVersionsQuery } from '../api/track-api';
import type { Track, TrackPanel } from '../model/track';
import { formatTime } from '@/shared/lib/format-time';
import { subItemTitle } from '../lib/versions';
import { TrackInfoBlock } from './track-info-block';
import { TurnLinks } from './turn-links';
import './track-row.css';
import { trackTitle } from '../lib/title';

export interface TrackRowProps {
  track: Track;
  /** Drawn over the artwork: the player's play/pause overlay. */
  overlay?: ReactNode;
  /** The row's actions, e.g. its more-options menu. */
  menu?: ReactNode;
  /** Marks the row (the "Go to track" target) and scrolls it into view. */
  highlighted?: boolean;
  /** Panel open on first render (e.g. versions of the "Go to track" target). */
  initialPanel?: TrackPanel | null;
  /** Stem to highlight: the row fetches its stems and opens them when the stem is among them. */
  highlightStemId?: number | null;
  /** Seek to a turn time (seconds); "PLAY TURN n" links are shown only when given (or `turns` is). */
  onSeekTurn?: (track: Track, time: number) => void;
  /** Replaces the built-in turn links, e.g. the player's, which know the loaded audio's duration. */
  turns?: ReactNode;
  /** Overlay of a version or stem row, given the list it belongs to (its play queue). */
  renderOverlay?: (item: Track, list: Track[]) => ReactNode;
  /** Menu of a version or stem row. */
  renderMenu?: (item: Track) => ReactNode;
  /** Wraps the content of a version or stem row, e.g. to make it a drag source of its own. */
  wrapSubrow?: (item: Track, content: ReactNode) => ReactNode;
  /**
   * Whether the row keeps the column of its Versions and Stems buttons (default). A list in which
   * no track has either leaves it out, so every row gives that room to its title (and, in a
   * narrow row, keeps its duration); a list with some keeps it on every row, so rows line up.
   */
  togglesColumn?: boolean;
  /**
   * The row sits in a grid (a track list walked by keyboard): its versions and stems are grids of
   * their own, each sub-row a grid row whose cell `wrapSubrow` gives.
   */
  subrowsAsGrid?: boolean;
  className?: string;
}

/** Scrolls to the element when it becomes active, or when it shows another item while active
 * (`item`: a list row may be given another track). */
function useScrollIntoView<T extends HTMLElement>(active: boolean, item?: number) {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    const node = ref.current;
    if (active && node && typeof node.scrollIntoView === 'function') {
      node.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  }, [active, item]);
  return ref;
}

interface SubRowProps {
  item: Track;
  list: Track[];
  highlighted: boolean;
  asGridRow: boolean;
  renderOverlay?: TrackRowProps['renderOverlay'];
  renderMenu?: TrackRowProps['renderMenu'];
  wrapSubrow?: TrackRowProps['wrapSubrow'];
}

function TrackSubRow({ item, list, highlighted, asGridRow, renderOverlay, renderMenu, wrapSubrow }: SubRowProps) {
  const ref = useScrollIntoView<HTMLLIElement & HTMLDivElement>(highlighted);
  const title = subItemTitle(item);
  const content = (
    <div className="track-subrow__body">
      <div className="track-subrow__play">{renderOverlay?.(item, list)}</div>
      <span className="track-subrow__title" title={item.full_title}>
        {title}
      </span>
      {item.bpm?.length ? <span className="track-subrow__meta">{item.bpm.join(', ')} BPM</span> : <span />}
      <span className="track-subrow__duration">{formatTime(item.audio_file?.duration ?? 0)}</span>
      <div className="track-subrow__menu">{renderMenu?.(item)}</div>
    </div>
  );
  // In a grid the row is `wrapSubrow`'s: the item stays a plain box (a list item cannot be a grid row).
  const Item = asGridRow ? 'div' : 'li';
  return (
    <Item ref={ref} className="track-subrow" data-highlighted={highlighted || undefined} aria-current={highlighted ? 'true' : undefined}>
      {wrapSubrow ? wrapSubrow(item, content) : content}
    </Item>
  );
}

interface PanelProps {
  kind: TrackPanel;
  track: Track;
  items: Track[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  highlightStemId?: number | null;
  renderOverlay?: TrackRowProps['renderOverlay'];
  renderMenu?: TrackRowProps['renderMenu'];
  wrapSubrow?: TrackRowProps['wrapSubrow'];
  asGrid: boolean;
  id: string;
}

type OpenPanelProps = Pick<PanelProps, 'track' | 'highlightStemId' | 'renderOverlay' | 'renderMenu' | 'wrapSubrow' | 'asGrid' | 'id'>;

// The versions and stems are read only while their panel is open: a row holds no query
// subscription for them otherwise (a result page has 48 rows, each re-rendered on a new search).
function VersionsPanel(props: OpenPanelProps) {
  const versions = useGetTrackVersionsQuery(props.track.id);
  return (
    <TrackPanelList
      {...props}
      kind="versions"
      items={versions.data}
      isLoading={versions.isLoading}
      isError={versions.isError}
      onRetry={() => void versions.refetch()}
    />
  );
}

function StemsPanel(props: OpenPanelProps) {
  const stems = useGetTrackStemsQuery(props.track.id);
  return (
    <TrackPanelList {...props} kind="stems" items={stems.data} isLoading={stems.isLoading} isError={stems.isError} onRetry={() => void stems.refetch()} />
  );
}

function TrackPanelList({ kind, track, items, isLoading, isError, onRetry, highlightStemId, renderOverlay, renderMenu, wrapSubrow, asGrid, id }: PanelProps) {
  // A list cannot be a grid: in a grid the sub-list is a plain box with the grid's role.
  const SubList = asGrid ? 'div' : 'ol';
  const label = `${kind === 'versions' ? 'Versions' : 'Stems'} of ${trackTitle(track)}`;
  return (
    <div id={id} className="track-row__panel" role="region" aria-label={label}>
      {isLoading ? (
        <div className="track-row__panel-status">
          <Spinner width={28} strokeWidth={5} label={`Loading ${kind}`} />
        </div>
      ) : isError ? (
        <p className="track-row__panel-status" role="alert">
          Could not load the {kind}.{' '}
          <button type="button" className="track-row__retry" onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : !items || items.length === 0 ? (
        <p className="track-row__panel-status">No {kind} for this track.</p>
      ) : (
        <SubList className="track-row__sublist" role={asGrid ? 'grid' : undefined} aria-label={asGrid ? label : undefined}>
          {items.map((item) => (
            <TrackSubRow
              key={`${item.type}-${item.id}`}
              item={item}
              list={items}
              highlighted={kind === 'stems' && highlightStemId != null && item.id === highlightStemId}
              asGridRow={asGrid}
              renderOverlay={renderOverlay}
              renderMenu={renderMenu}
              wrapSubrow={wrapSubrow}
            />
          ))}
        </SubList>
      )}
    </div>
  );
}

/**
 * One track in a list: artwork with the play overlay, titles, album link, credits, turns,
 * duration, and toggles that expand its versions ("Full" first) or stems, each fetched once.
 */
export function TrackRow(props: TrackRowProps) {
  const { track, highlightStemId = null } = props;
  return highlightStemId != null && track.num_stems > 0 ? (
    <TrackRowFindingStem {...props} highlightStemId={highlightStemId} />
  ) : (
    <TrackRowView {...props} stemIsHere={false} />
  );
}

/** A row asked to highlight a stem: it reads its stems, and opens them when the stem is among them. */
function TrackRowFindingStem(props: TrackRowProps & { highlightStemId: number }) {
  const stems = useGetTrackStemsQuery(props.track.id);
  const stemIsHere = (stems.data ?? []).some((stem) => stem.id === props.highlightStemId);
  return <TrackRowView {...props} stemIsHere={stemIsHere} />;
}

function TrackRowView({
  track,
  overlay,
  menu,
  highlighted = false,
  initialPanel = null,
  highlightStemId = null,
  stemIsHere,
  onSeekTurn,
  turns,
  renderOverlay,
  renderMenu,
  wrapSubrow,
  togglesColumn = true,
  subrowsAsGrid = false,
  className,
}: TrackRowProps & { stemIsHere: boolean }) {
  // The panel the user chose belongs to the track it was chosen on: a list may show another track
  // in this row (rows are kept by position), which starts with its own initial panel.
  const [chosen, setChosen] = useState<{ trackId: number; panel: TrackPanel | null } | null>(null);
  const chosenPanel = chosen?.trackId === track.id ? chosen.panel : undefined;
  const panel = chosenPanel !== undefined ? chosenPanel : (initialPanel ?? (stemIsHere ? 'stems' : null));
  const rowRef = useScrollIntoView<HTMLElement>(highlighted && !stemIsHere, track.id);
  const titleId = useId();
  const panelId = useId();
  const title = trackTitle(track);
  const duration = track.audio_file?.duration ?? 0;

  const toggle = (next: TrackPanel) => setChosen({ trackId: track.id, panel: panel === next ? null : next });
  // The Versions and Stems buttons: each opens its panel (closing the other), shown only when there is any.
  const panelToggle = (kind: TrackPanel, label: string, count: number) =>
    count > 0 ? (
      <button
        type="button"
        className="track-row__toggle"
        aria-expanded={panel === kind}
        aria-controls={panel === kind ? panelId : undefined}
        onClick={() => toggle(kind)}
      >
        {label} <span className="track-row__count">{count}</span>
      </button>
    ) : null;

  return (
    <article
      ref={rowRef}
      className={['track-row', togglesColumn ? '' : 'track-row--no-toggles', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-highlighted={highlighted || undefined}
      data-track-id={track.id}
    >
      <div className="track-row__main">
        <div className="track-row__media">
          <Artwork src={track.artwork_thumbnail || track.artwork} alt={`${title} artwork`} />
          {overlay ? <div className="track-row__overlay">{overlay}</div> : null}
        </div>
        <div className="track-row__titles">
          <h3 id={titleId} className="track-row__title">
            <span className="track-row__title-text">{title}</span>
            {highlighted ? <span className="track-row__badge">Selected track</span> : null}
          </h3>
          {track.album?.title ? (
            track.album.web_url ? (
              <AppLink className="track-row__album" to={track.album.web_url}>
                {track.album.title}
              </AppLink>
            ) : (
              <span className="track-row__album">{track.album.title}</span>
            )
          ) : null}
          {track.full_description ? <p className="track-row__description">{track.full_description}</p> : null}
        </div>
        <div className="track-row__wave">
          {/* One image element per waveform: a row showing another track never keeps the last one's on screen while the new one loads. */}
          {track.wave_image ? (
            <img key={track.wave_image} className="track-row__wave-image" src={track.wave_image} alt="" width={600} height={36} loading="lazy" />
          ) : null}
          {turns ?? (onSeekTurn ? <TurnLinks turnTimes={track.turn_times} duration={duration} trackTitle={title} onSeekTurn={(time) => onSeekTurn(track, time)} /> : null)}
        </div>
        <span className="track-row__duration" aria-label={`Duration ${formatTime(duration)}`}>
          {formatTime(duration)}
        </span>
        {togglesColumn ? (
          <div className="track-row__toggles">
            {panelToggle('versions', 'Versions', track.num_versions)}
            {panelToggle('stems', 'Stems', track.num_stems)}
          </div>
        ) : null}
        <div className="track-row__menu">{menu}</div>
      </div>
      <TrackInfoBlock track={track} className="track-row__info" />
      {panel === 'versions' ? (
        <VersionsPanel
          id={panelId}
          track={track}
          renderOverlay={renderOverlay}
          renderMenu={renderMenu}
          wrapSubrow={wrapSubrow}
          asGrid={subrowsAsGrid}
        />
      ) : null}
      {panel === 'stems' ? (
        <StemsPanel
          id={panelId}
          track={track}
          highlightStemId={highlightStemId}
          renderOverlay={renderOverlay}
          renderMenu={renderMenu}
          wrapSubrow={wrapSubrow}
          asGrid={subrowsAsGrid}
        />
      ) : null}
    </article>
  );
}
