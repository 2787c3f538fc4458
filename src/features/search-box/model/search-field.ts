import type { SearchState } from '@/entities/search';

/** What the search box searches in: everything, track titles or album titles. */
export type SearchField = 'all' | 'track_title' | 'album_title';

export const SEARCH_FIELD_LABELS: Record<SearchField, string> = {
  all: 'All',
  track_title: 'Track title',
  album_title: 'Album title',
};

/** The field and text the box shows for a search (album title, then track title, then query). */
export function fieldOf(state: Pick<SearchState, 'query' | 'track_title' | 'album_title'>): { field: SearchField; text: string } {
  if (state.album_title) return { field: 'album_title', text: state.album_title };
  if (state.track_title) return { field: 'track_title', text: state.track_title };
  return { field: 'all', text: state.query };
}

/** The search change of a submitted box: one of query, track_title, album_title set, the others cleared. */
export function searchFromField(field: SearchField, text: string): Pick<SearchState, 'query' | 'track_title' | 'album_title'> {
  const value = text.trim();
  return {
    query: field === 'all' ? value : '',
    track_title: field === 'track_title' ? value : '',
    album_title: field === 'album_title' ? value : '',
  };
}
