import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import type { TrackDto, TrackSearchDto } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { SearchPage } from './search-page';

const API = 'http://localhost:3000/api/music';
const get = async <T,>(path: string): Promise<T> => (await fetch(`${API}${path}`)).json() as Promise<T>;

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Every API request the page sends (path + query). */
function recordRequests() {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

// Album and playlist results are a list, track results a grid (walked by keyboard): found by their name.
const resultsList = () => screen.getByLabelText('Search results');
const cards = () => within(resultsList()).getAllByRole('article');
const trackTitles = () =>
  within(resultsList())
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

let recorder: ReturnType<typeof recordRequests> | null = null;
afterEach(() => recorder?.stop());

describe('SearchPage', () => {
  it('shows albums by default, 48 per page, with the total and pagination', async () => {
    recorder = recordRequests();
    const { total_count } = await get<{ total_count: number }>('/albums/');
    renderWithProviders(<SearchPage />, { route: '/search' });
    expect(screen.getByRole('heading', { name: 'Browse Music' })).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(Math.min(48, total_count)));
    expect(screen.getByText(`${total_count} results`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ALBUMS' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('None selected.')).toBeInTheDocument();
    const albumCall = recorder.seen.find((u) => u.pathname === '/api/music/albums/');
    expect(albumCall?.search).toBe('');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('pages through the results with shareable links', async () => {
    const user = userEvent.setup();
    const page2 = await get<{ results: { title: string }[] }>('/albums/?page=2');
    const { router } = renderWithProviders(<SearchPage />, { route: '/search' });
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(where(router)).toBe('/search?page=2');
    await waitFor(() => expect(screen.getByRole('link', { name: page2.results[0].title })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: '‹ PREV' }));
    expect(where(router)).toBe('/search');
  });

  it('switches to tracks and playlists, keeping the criteria and going back to page 1', async () => {
    const user = userEvent.setup();
    const tracks = await get<TrackSearchDto>('/tracks/?query=night&pagesize=12');
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?query=night&page=2&pagesize=12' });
    await user.click(screen.getByRole('button', { name: 'TRACKS' }));
    expect(where(router)).toBe('/search?query=night&pagesize=12&type=tracks');
    await waitFor(() => expect(trackTitles()[0]).toBe(tracks.results[0].display_title || tracks.results[0].title));
    expect(screen.getByText(`${tracks.total_count} ${tracks.total_count === 1 ? 'result' : 'results'}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'PLAYLISTS' }));
    expect(where(router)).toBe('/search?query=night&pagesize=12&type=playlists');
  });

  it('sorts by title, and random with a key kept in the URL', async () => {
    const user = userEvent.setup();
    const byTitle = await get<TrackSearchDto>('/tracks/?pagesize=12&sortby=title&type=tracks');
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?pagesize=12&type=tracks' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('newest');
    await user.selectOptions(sort, 'Title (A–Z)');
    expect(where(router)).toBe('/search?pagesize=12&sortby=title&type=tracks');
    await waitFor(() => expect(trackTitles()[0]).toBe(byTitle.results[0].display_title || byTitle.results[0].title));
    await user.selectOptions(sort, 'Random');
    expect(router.state.location.search).toMatch(/^\?pagesize=12&sortby=random&random_key=[a-z0-9]+&type=tracks$/);
  });

  it('lists matching tracks under each album when the search has criteria', async () => {
    const albums = await get<{ results: { id: number; title: string }[]; matching_tracks_per_album: Record<string, TrackDto[]> }>(
      '/albums/?keywords_include=Cinematic',
    );
    const first = albums.results[0];
    const matching = albums.matching_tracks_per_album[String(first.id)];
    renderWithProviders(<SearchPage />, { route: '/search?keywords_include=Cinematic' });
    const list = await screen.findByRole('grid', { name: `Matching tracks of ${first.title}` });
    expect(within(list).getAllByRole('article').length).toBe(Math.min(3, matching.length));
    expect(screen.getAllByText(/matching tracks?$/).length).toBeGreaterThan(0);
  });

  it('"Go to track" (show_tracks) puts the track first, highlighted, with its versions open', async () => {
    const all = await get<TrackSearchDto>('/tracks/?type=tracks&page=5');
    const target = all.results.find((t) => t.num_versions > 0) ?? all.results[0];
    renderWithProviders(<SearchPage />, { route: `/search?pagesize=12&type=tracks&show_tracks=${target.id}` });
    await waitFor(() => expect(document.querySelector(`[data-track-id="${target.id}"]`)).toHaveAttribute('data-highlighted', 'true'));
    expect(screen.getByText('Selected track')).toBeInTheDocument();
    expect(trackTitles()[0]).toContain(target.display_title || target.title);
    if (target.num_versions > 0) {
      const row = document.querySelector<HTMLElement>(`[data-track-id="${target.id}"]`)!;
      await waitFor(() => expect(within(row).getByRole('button', { name: /Versions/ })).toHaveAttribute('aria-expanded', 'true'));
    }
  });

  it('with stem set, fetches the stems of each result and highlights the stem', async () => {
    const withStems = await get<TrackSearchDto>('/tracks/?type=tracks&pagesize=200');
    const track = withStems.results.find((t) => t.num_stems > 0)!;
    const stems = await get<TrackDto[]>(`/tracks/${track.id}/stems/`);
    recorder = recordRequests();
    renderWithProviders(<SearchPage />, { route: `/search?pagesize=12&type=tracks&show_tracks=${track.id}&stem=${stems[0].id}` });
    await waitFor(() => expect(document.querySelector('.track-subrow[data-highlighted]')).not.toBeNull(), { timeout: 5000 });
    const results = await get<TrackSearchDto>(`/tracks/?pagesize=12&show_tracks=${track.id}&stem=${stems[0].id}&type=tracks`);
    const stemCalls = new Set(recorder.seen.filter((u) => /\/tracks\/\d+\/stems\/$/.test(u.pathname)).map((u) => u.pathname));
    for (const result of results.results) expect(stemCalls).toContain(`/api/music/tracks/${result.id}/stems/`);
  });

  it('shows "Tracks similar to …" for similar_to', async () => {
    const [track] = (await get<TrackSearchDto>('/tracks/?type=tracks')).results;
    renderWithProviders(<SearchPage />, { route: `/search?pagesize=12&type=tracks&similar_to=${track.id}` });
    expect(await screen.findByRole('heading', { name: `Tracks similar to “${track.display_title || track.title}”` })).toBeInTheDocument();
  });

  it('shows the empty state with unmatched criteria highlighted', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?type=tracks&keywords_include=Bagpipe%20Metal' });
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText('0 results')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Bagpipe Metal').closest('li')).toHaveAttribute('data-unmatched', 'true'));
    await user.click(within(screen.getByText('No results found').parentElement!).getByRole('button', { name: 'CLEAR ALL' }));
    expect(where(router)).toBe('/search?type=tracks');
  });

  it('renders a garbage URL as page 1 of albums', async () => {
    recorder = recordRequests();
    renderWithProviders(<SearchPage />, { route: '/search?page=abc&pagesize=-3&type=%%%&sortby=sideways&keywords_include=,,' });
    await waitFor(() => expect(cards().length).toBe(48));
    const call = recorder.seen.find((u) => u.pathname === '/api/music/albums/');
    expect(call?.searchParams.get('page')).toBeNull();
    expect(call?.searchParams.get('pagesize')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  });

  it('shows an error with a retry that works, and no result count while nothing was counted', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/music/playlists/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 }), { once: true }));
    renderWithProviders(<SearchPage />, { route: '/search?type=playlists' });
    expect(await screen.findByRole('heading', { name: 'Search failed' })).toBeInTheDocument();
    // A failed search has no count: "0 results" would say the library has nothing that matches.
    expect(screen.queryByText(/^[\d,]+ results?$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    expect(screen.getByText(/^[\d,]+ results?$/)).toBeInTheDocument();
  });

  it('shows a loading skeleton, then the results', async () => {
    renderWithProviders(<SearchPage />, { route: '/search?type=playlists' });
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    expect(document.querySelector('.search-skeleton')).not.toBeNull();
    await waitFor(() => expect(resultsList()).toBeInTheDocument());
    expect(document.querySelector('.search-skeleton')).toBeNull();
  });

  it('marks the shown results as out of date only once the next search has taken 200 ms, and not after its answer', async () => {
    const user = userEvent.setup();
    const page2 = await get<{ results: { title: string }[] }>('/albums/?page=2');
    // Page 2 answers after 600 ms (the handler falls through to the mock's own once delayed).
    server.use(
      http.get('*/api/music/albums/', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await new Promise((resolve) => setTimeout(resolve, 600));
      }),
    );
    renderWithProviders(<SearchPage />, { route: '/search' });
    await waitFor(() => expect(cards().length).toBeGreaterThan(0));
    const shown = () => resultsList().closest('.search-page__results')!;
    // Taken before the click: the delay starts during it, and user.click resolves a few ms later.
    const clickedAt = performance.now();
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(shown()).toHaveAttribute('aria-busy', 'true');
    expect(shown()).not.toHaveAttribute('data-stale');
    await waitFor(() => expect(shown()).toHaveAttribute('data-stale'), { timeout: 2000 });
    expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(195);
    expect(screen.queryByRole('link', { name: page2.results[0].title })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: page2.results[0].title })).toBeInTheDocument(), { timeout: 2000 });
    expect(shown()).not.toHaveAttribute('data-stale');
    expect(shown()).not.toHaveAttribute('aria-busy');
  });

  it('back restores the earlier search', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchPage />, { route: '/search?pagesize=12&type=tracks' });
    await screen.findByRole('grid', { name: 'Search results' });
    await user.click(await screen.findByRole('button', { name: 'Energy' }));
    const popup = screen.getByRole('menu', { name: 'Energy' });
    await user.click(within(popup).getAllByRole('menuitemcheckbox')[0]!);
    expect(router.state.location.search).toMatch(/^\?keywords_include=.+&pagesize=12&type=tracks$/);
    await act(() => router.navigate(-1));
    expect(where(router)).toBe('/search?pagesize=12&type=tracks');
    expect(screen.getByText('None selected.')).toBeInTheDocument();
  });
});
