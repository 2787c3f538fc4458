import { useId } from 'react';
import { SEARCH_SORTS, SEARCH_TYPES, type SearchSort, type SearchState, type SearchType } from '@/entities/search';
import { newRandomKey, resultCountText } from '../lib/pagination';

const TYPE_LABELS: Record<SearchType, string> = { albums: 'ALBUMS', playlists: 'PLAYLISTS', tracks: 'TRACKS' };
const SORT_LABELS: Record<SearchSort, string> = { newest: 'Newest', oldest: 'Oldest', title: 'Title (A–Z)', random: 'Random' };

export interface SearchToolbarProps {
  state: SearchState;
  update: (partial: Partial<SearchState>) => void;
  /** Null when no answer has counted the results (the search failed): no count is shown. */
  total: number | null;
  counting: boolean;
}

/** Albums / playlists / tracks switch, the result count and the sort order. */
export function SearchToolbar({ state, update, total, counting }: SearchToolbarProps) {
  const id = useId();
  const sort = (SEARCH_SORTS as readonly string[]).includes(state.sortby) ? (state.sortby as SearchSort) : 'newest';
  return (
    <div className="search-toolbar">
      <div className="search-toolbar__types" role="group" aria-label="Show">
        {SEARCH_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            className="search-toolbar__type"
            aria-pressed={state.type === type}
            onClick={() => (state.type === type ? undefined : update({ type, show_tracks: [] }))}
          >
            {TYPE_LABELS[type]}
          </button>
        ))}
      </div>
      <p className="search-toolbar__count" aria-live="polite" aria-atomic="true">
        {counting ? 'Searching…' : total === null ? '' : resultCountText(total)}
      </p>
      <div className="search-toolbar__sort">
        <label htmlFor={`${id}-sort`}>Sort by</label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => {
            const sortby = event.target.value as SearchSort;
            update({ sortby, random_key: sortby === 'random' ? newRandomKey() : '' });
          }}
        >
          {SEARCH_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
