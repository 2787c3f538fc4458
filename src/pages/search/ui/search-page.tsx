import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { hasCriteria, searchHref, useRememberSearch, useSearchState } from '@/entities/search';
import { useOpenReferencePopup, useReferenceFileDrop } from '@/features/search-filters';
import { SearchBox } from '@/features/search-box';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { useIsMobile, useTwoWaySticky } from '@/shared/lib/viewport';
import { Button } from '@/shared/ui/button';
import { ErrorState, StatePanel } from '@/shared/ui/state-panel';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { SearchCriteriaBar } from '@/widgets/search-criteria-bar';
import { pageCount } from '../lib/pagination';
import { useFilterPanelOnDemand } from '../model/use-filter-panel-on-demand';
import { useSearchResults } from '../model/use-search-results';
import { useSimilarHeading } from '../model/use-similar-track';
import { FilterPanelSlot } from './filter-panel-slot';
import { SearchPagination } from './search-pagination';
import { SearchResultsList, SearchResultsSkeleton } from './search-results';
import { SearchToolbar } from './search-toolbar';
import './search-page.css';

const TITLES = { albums: 'Albums', playlists: 'Playlists', tracks: 'Tracks' } as const;

function positiveInt(value: string): number | null {
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * /search: filters, search box, criteria, albums / playlists / tracks of the URL's search with
 * their count, sort and pages. Everything on it is driven by the URL (see `useSearchState`).
 */
export function SearchPage() {
  const { state, update, reset } = useSearchState();
  useRememberSearch(state);
  const view = useSearchResults(state);
  const similarHeading = useSimilarHeading(state.similar_to);
  const isMobile = useIsMobile();
  const asideRef = useRef<HTMLDivElement>(null);
  // Beside the results the filters stay in view, their last ones too; on a phone they sit above them.
  useTwoWaySticky(asideRef, !isMobile);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A phone shows the filters only when asked: the panel (its code and vocabulary) comes then, and stays.
  const filterPanel = useFilterPanelOnDemand();
  useDocumentTitle(state.similar_to ? 'Similar tracks' : `Browse Music: ${TITLES[state.type]}`);
  const openReference = useOpenReferencePopup();
  // An audio file dropped anywhere on the page is taken as a reference track.
  const { dragging, ...referenceDrop } = useReferenceFileDrop();

  const page = Math.max(1, state.page);
  const pages = pageCount(view.total ?? 0, state.pagesize > 0 ? state.pagesize : 48);
  const searching = hasCriteria(state) || state.similar_to !== '';
  const stemId = positiveInt(state.stem);
  // A stable array while the ids stay the same, so the memoised result list is not re-rendered.
  const showTracksKey = state.show_tracks.join(',');
  const highlightTrackIds = useMemo(() => (showTracksKey ? showTracksKey.split(',').map(Number) : []), [showTracksKey]);

  let body;
  if (view.isError && !view.results) {
    body = (
      <ErrorState title="Search failed" onRetry={view.refetch} retryLabel="TRY AGAIN">
        The music library could not be searched just now. Check your connection and try again.
      </ErrorState>
    );
  } else if (!view.results || (view.isLoading && view.results.type !== state.type)) {
    body = <SearchResultsSkeleton type={state.type} />;
  } else if (view.results.items.length === 0) {
    body =
      (view.total ?? 0) > 0 && page > pages ? (
        <StatePanel
          title="No more results"
          actions={
            <Link className="btn btn--primary btn--md" to={searchHref({ ...state, page: 1 })}>
              GO TO PAGE 1
            </Link>
          }
        >
          This page is past the last page of results.
        </StatePanel>
      ) : (
        <StatePanel title="No results found" actions={searching ? <Button onClick={reset}>CLEAR ALL</Button> : null}>
          {searching
            ? 'Nothing in the library matches all of these criteria. Remove a criterion or try other words.'
            : `There are no ${state.type} to show yet.`}
        </StatePanel>
      );
  } else {
    body = (
      <>
        {view.isError ? (
          <p className="search-page__stale" role="alert">
            The latest search failed; showing the previous results.{' '}
            <Button variant="link" onClick={view.refetch}>
              Try again
            </Button>
          </p>
        ) : null}
        {/* Outlines the results under the page's h1: the track rows and "matching tracks" are h3. */}
        <VisuallyHidden as="h2">Search results</VisuallyHidden>
        <div className="search-page__results" aria-busy={view.isFetching || undefined} data-stale={view.markStale || undefined}>
          <SearchResultsList results={view.results} highlightTrackIds={highlightTrackIds} highlightStemId={stemId} />
        </div>
        <SearchPagination state={state} page={page} pages={pages} />
      </>
    );
  }

  return (
    <main className="page search-page" data-file-over={dragging || undefined} {...referenceDrop}>
      <div className="search-page__layout">
        <div className="search-page__aside" ref={asideRef}>
          {isMobile ? (
            <Button
              variant="secondary"
              block
              aria-expanded={filtersOpen}
              aria-controls="search-filters"
              onClick={() => {
                setFiltersOpen((v) => !v);
                filterPanel.ask();
              }}
            >
              {filtersOpen ? 'HIDE FILTERS' : 'SHOW FILTERS'}
            </Button>
          ) : null}
          <div id="search-filters" hidden={isMobile && !filtersOpen}>
            {!isMobile || filterPanel.asked ? <FilterPanelSlot /> : null}
          </div>
        </div>
        <div className="search-page__main">
          <SearchBox className="search-page__box" />
          <div className="search-page__heading">
            {state.similar_to ? (
              <h1 className="search-page__title">{similarHeading}</h1>
            ) : (
              <h1 className="search-page__title">Browse Music</h1>
            )}
            <Button variant="secondary" size="sm" onClick={openReference}>
              MATCH A REFERENCE TRACK
            </Button>
          </div>
          <SearchCriteriaBar unmatched={view.unmatched} />
          <SearchToolbar state={state} update={update} total={view.total} counting={!view.results && !view.isError} />
          {/* data-results-for: the search the painted results answer (tests and the bench wait on it). */}
          <div className="search-page__body" data-results-for={view.resultsFor ?? 'pending'}>
            {body}
          </div>
        </div>
      </div>
      {dragging ? (
        <div className="search-page__drop-hint" aria-hidden="true">
          Drop an audio file to match it
        </div>
      ) : null}
    </main>
  );
}
