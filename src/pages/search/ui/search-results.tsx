import { memo, useRef, useState } from 'react';
import type { AlbumDto, PlaylistDto, TrackDto } from '@/shared/api';
import { CollectionCard } from '@/entities/collection';
import { Button } from '@/shared/ui/button';
import { TrackList } from '@/widgets/track-list';
import { useSeenOnce } from '../lib/use-in-view';
import { useProgressiveCount } from '../lib/use-progressive-count';
import { useRowsFillingWindow } from '../lib/use-rows-filling-window';
import type { SearchResults as Results } from '../model/use-search-results';

const MATCHING_SHOWN = 3;
/**
 * Album and playlist cards rendered in the first frame of a new result set (more than a screenful);
 * the rest follow. Track results render the rows that fill the window (`useRowsFillingWindow`).
 */
const FIRST_CARDS = 8;

function MatchingTracks({ collection, tracks }: { collection: AlbumDto | PlaylistDto; tracks: TrackDto[] }) {
  const [all, setAll] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  // Track rows are heavy: an album's matching tracks are rendered once it nears the screen.
  const seen = useSeenOnce(ref);
  const shown = all ? tracks : tracks.slice(0, MATCHING_SHOWN);
  const kind = collection.type === 'album' ? 'Album' : 'Playlist';
  return (
    <div className="search-collection__tracks" ref={ref}>
      <h3 className="search-collection__tracks-title">
        {tracks.length === 1 ? '1 matching track' : `${tracks.length} matching tracks`}
      </h3>
      {seen ? (
        <TrackList tracks={shown} label={`Matching tracks of ${collection.title}`} description={`${kind}: ${collection.title}`} />
      ) : (
        <div className="search-collection__placeholder" style={{ height: shown.length * 132 }} aria-hidden="true" />
      )}
      {tracks.length > MATCHING_SHOWN ? (
        <Button variant="link" className="search-collection__more" aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? 'SHOW FEWER' : `SHOW ALL ${tracks.length} MATCHING TRACKS`}
        </Button>
      ) : null}
    </div>
  );
}

export interface SearchResultsListProps {
  results: Results;
  highlightTrackIds: number[];
  highlightStemId: number | null;
}

/**
 * Albums or playlists as cards with their matching tracks, or tracks as a track list. Memoised:
 * a search change re-renders it only when its answer arrives, not while the old one is shown.
 */
export const SearchResultsList = memo(function SearchResultsList({ results, highlightTrackIds, highlightStemId }: SearchResultsListProps) {
  const tracksRef = useRef<HTMLDivElement>(null);
  // A new result set's first frame holds only the rows the user can see: each track row is a few
  // milliseconds of rendering, and the frame that answers a search waits for all of them.
  const rowsInView = useRowsFillingWindow(tracksRef, FIRST_CARDS);
  const count = useProgressiveCount(results.items, results.items.length, results.type === 'tracks' ? rowsInView : FIRST_CARDS);
  // data-complete: every row of the result set is rendered (tests wait on it).
  const complete = count >= results.items.length;
  if (results.type === 'tracks') {
    return (
      <div className="search-results" data-complete={complete} ref={tracksRef}>
        <TrackList
          className="search-results__tracks"
          tracks={complete ? results.items : results.items.slice(0, count)}
          label="Search results"
          highlightTrackIds={highlightTrackIds}
          // A requested stem opens its track's stems rather than the versions.
          openTrackId={highlightStemId == null ? (highlightTrackIds[0] ?? null) : null}
          highlightStemId={highlightStemId}
          // The pagination follows a whole page of results: a jump to the end finds its rows laid out.
          endLaidOut={complete}
        />
      </div>
    );
  }
  const withTracks = results.items.some((item) => (results.matching[String(item.id)] ?? []).length > 0);
  return (
    <ul
      className={['search-results__collections', withTracks ? 'search-results__collections--rows' : ''].filter(Boolean).join(' ')}
      aria-label="Search results"
      data-complete={complete}
    >
      {results.items.slice(0, count).map((item) => {
        const tracks = results.matching[String(item.id)] ?? [];
        return (
          <li key={`${item.type}-${item.id}`} className="search-collection">
            <CollectionCard collection={item} className="search-collection__card" />
            {tracks.length ? <MatchingTracks collection={item} tracks={tracks} /> : null}
          </li>
        );
      })}
    </ul>
  );
});

/** Placeholder shapes while the first results load (the toolbar's live count says "Searching…"). */
export function SearchResultsSkeleton({ type }: { type: Results['type'] }) {
  if (type === 'tracks') {
    return (
      <div className="search-skeleton search-skeleton--tracks" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="search-skeleton__row">
            <span className="search-skeleton__art" />
            <span className="search-skeleton__lines">
              <span />
              <span />
            </span>
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="search-skeleton search-skeleton--cards" aria-hidden="true">
      {Array.from({ length: 12 }, (_, i) => (
        <div key={i} className="search-skeleton__card">
          <span className="search-skeleton__cover" />
          <span className="search-skeleton__line" />
        </div>
      ))}
    </div>
  );
}
