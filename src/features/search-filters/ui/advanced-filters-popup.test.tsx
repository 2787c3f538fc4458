import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { defaultSearchState, pickCriteria, type SearchCriteria } from '@/entities/search';
import { vocabularyTestHandlers } from '@/entities/vocabulary/testing';
import { renderWithProviders } from '@/shared/lib/test';
import { draftStarted } from '../model/advanced-filters-slice';
import { AdvancedFiltersPopup } from './advanced-filters-popup';

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Track counts by request: the handler answers `count(url)` and records each URL. */
function countHandler(count: (url: URL) => number | 'never', unmatched: (url: URL) => string[] = () => []) {
  const calls: URL[] = [];
  server.use(
    ...vocabularyTestHandlers,
    http.get('*/api/music/tracks/', async ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const n = count(url);
      if (n === 'never') await delay('infinite');
      return HttpResponse.json({ total_count: n, results: [], unmatched: unmatched(url) });
    }),
  );
  return calls;
}

function renderPopup(route: string, draft: Partial<SearchCriteria> = {}) {
  const closeAll = vi.fn();
  const view = renderWithProviders(
    <AdvancedFiltersPopup name="advanced_filters" props={{}} close={vi.fn()} closeAll={closeAll} />,
    { route },
  );
  view.store.dispatch(draftStarted({ ...pickCriteria(defaultSearchState()), ...draft }));
  return { ...view, closeAll };
}

const actionButton = () => screen.getByRole('button', { name: /^(LOADING\.\.\.|SHOW|NO TRACKS FOUND)/ });

describe('advanced_filters action button', () => {
  it('reads SHOW ALL TRACKS with no search active, without counting, and shows all tracks', async () => {
    const user = userEvent.setup();
    const calls = countHandler(() => 5);
    const { router, closeAll } = renderPopup('/search?page=2&sortby=title');
    expect(actionButton()).toHaveTextContent('SHOW ALL TRACKS');
    expect(actionButton()).toBeEnabled();
    await user.click(actionButton());
    expect(where(router)).toBe('/search?sortby=title&type=tracks');
    expect(closeAll).toHaveBeenCalled();
    // No count call (only the results of the new search, loaded as it is applied).
    expect(calls.filter((url) => url.searchParams.get('pagesize') === '1')).toHaveLength(0);
  });

  it('reads LOADING... (disabled) while the count is on its way', async () => {
    countHandler(() => 'never');
    renderPopup('/search', { keywords_include: ['Dark'] });
    await waitFor(() => expect(actionButton()).toHaveTextContent('LOADING...'));
    expect(actionButton()).toBeDisabled();
  });

  it('reads NO TRACKS FOUND (disabled) when nothing matches', async () => {
    countHandler(() => 0);
    renderPopup('/search', { bpm: '300' });
    await waitFor(() => expect(actionButton()).toHaveTextContent('NO TRACKS FOUND'));
    expect(actionButton()).toBeDisabled();
  });

  it('reads SHOW n RESULTS from a pagesize 1 tracks call, and applies the draft as a tracks search', async () => {
    const user = userEvent.setup();
    const calls = countHandler(() => 12);
    const { router, closeAll } = renderPopup('/search?show_tracks=4&page=3', { keywords_include: ['Dark'], key: 'Dm' });
    await waitFor(() => expect(actionButton()).toHaveTextContent('SHOW 12 RESULTS'));
    const sent = calls[0].searchParams;
    expect(sent.get('pagesize')).toBe('1');
    expect(sent.get('keywords_include')).toBe('Dark');
    expect(sent.get('key')).toBe('Dm');
    expect(sent.has('show_tracks')).toBe(false);
    await user.click(actionButton());
    expect(where(router)).toBe('/search?keywords_include=Dark&key=Dm&type=tracks');
    expect(closeAll).toHaveBeenCalled();
  });

  it('says SHOW 1 RESULT for a single track', async () => {
    countHandler(() => 1);
    renderPopup('/search', { query: 'unique' });
    await waitFor(() => expect(actionButton()).toHaveTextContent('SHOW 1 RESULT'));
    expect(actionButton()).not.toHaveTextContent('RESULTS');
  });
});

describe('advanced_filters content', () => {
  it('toggles keywords into the draft with the include/exclude switch and recounts', async () => {
    const user = userEvent.setup();
    const calls = countHandler((url) => (url.searchParams.get('keywords_exclude') ? 3 : 7));
    const { store } = renderPopup('/search');
    expect(screen.getByText('None selected.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Driving' }));
    await waitFor(() => expect(actionButton()).toHaveTextContent('SHOW 7 RESULTS'));
    await user.click(screen.getByRole('button', { name: 'EXCLUDE' }));
    expect(screen.getByRole('button', { name: 'EXCLUDE' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Calm' }));
    await waitFor(() => expect(actionButton()).toHaveTextContent('SHOW 3 RESULTS'));
    expect(store.getState().advancedFilters?.draft).toMatchObject({ keywords_include: ['Driving'], keywords_exclude: ['Calm'] });
    const selected = screen.getByRole('list', { name: 'Selected criteria' });
    expect(within(selected).getByText('Driving')).toBeInTheDocument();
    expect(within(selected).getByText('NOT: Calm')).toBeInTheDocument();
    // Excluding an included keyword moves it to the excluded list.
    await user.click(screen.getByRole('button', { name: 'Driving' }));
    expect(store.getState().advancedFilters?.draft).toMatchObject({ keywords_include: [], keywords_exclude: ['Calm', 'Driving'] });
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });

  it('lists the unmatched criteria the count reports', async () => {
    countHandler(
      () => 0,
      (url) => (url.searchParams.get('keywords_include')?.includes('Nothing') ? ['Nothing'] : []),
    );
    renderPopup('/search', { keywords_include: ['Nothing'] });
    const unmatched = await screen.findByRole('list', { name: 'Unmatched criteria' });
    expect(within(unmatched).getByText('Nothing')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Selected criteria' })).getByText('Nothing').closest('li')).toHaveAttribute(
      'data-unmatched',
    );
  });

  it('has keywords, instruments and composers tabs, a line break before Guitars (Acoustic) and a wide layout above 32 keywords', async () => {
    const user = userEvent.setup();
    countHandler(() => 1);
    renderPopup('/search');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['KEYWORDS', 'INSTRUMENTS', 'COMPOSERS']);
    const usage = await screen.findByRole('region', { name: 'Usage' });
    expect(usage).toHaveClass('adv-filters__cat--wide');
    expect(screen.getByRole('region', { name: 'Energy' })).not.toHaveClass('adv-filters__cat--wide');
    await user.click(screen.getByRole('tab', { name: 'INSTRUMENTS' }));
    expect(screen.getByRole('tab', { name: 'INSTRUMENTS' })).toHaveAttribute('aria-selected', 'true');
    const guitars = screen.getByRole('region', { name: 'Guitars (Acoustic)' });
    expect(guitars.previousElementSibling).toHaveClass('adv-filters__break');
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Strings',
      'Keyboards',
      'Guitars (Acoustic)',
      'Guitars (Electric)',
      'Plectrum (Fretted)',
    ]);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'COMPOSERS' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Mia Perez (PRS)' })).toBeInTheDocument();
  });

  it('opens Specify BPM over itself, writing into the draft', async () => {
    const user = userEvent.setup();
    countHandler(() => 1);
    const { store } = renderPopup('/search');
    const { openPopup } = await import('@/shared/lib/popup');
    store.dispatch(openPopup({ name: 'advanced_filters' }));
    await user.click(await screen.findByRole('button', { name: 'Specify BPM' }));
    expect(store.getState().popup).toMatchObject({
      current: { name: 'specify_bpm', props: { target: 'draft' } },
      stack: [{ name: 'advanced_filters' }],
    });
  });

  it('RESET empties the draft', async () => {
    const user = userEvent.setup();
    countHandler(() => 4);
    const { store } = renderPopup('/search', { bpm: '120', keywords_include: ['Dark'] });
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    expect(store.getState().advancedFilters?.draft).toEqual(pickCriteria(defaultSearchState()));
    expect(actionButton()).toHaveTextContent('SHOW ALL TRACKS');
  });
});
