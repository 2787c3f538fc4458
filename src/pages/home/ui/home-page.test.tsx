import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setScenarios } from '@mocks/node';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { recordRequests, renderWithProviders, setWindowWidth, watchIntersections, type WatchedIntersections } from '@/shared/lib/test';
import { HomePage } from './home-page';

let requests: ReturnType<typeof recordRequests>;
const featuredCalls = (kind: string) => requests.urls.filter((url) => url.pathname === `/api/music/${kind}/featured`);

describe('HomePage', () => {
  beforeEach(() => {
    requests = recordRequests();
  });
  afterEach(() => {
    requests.stop();
  });

  it('shows the splash banner album, featured carousels and as-heard-on categories', async () => {
    renderWithProviders(<HomePage />);
    const listen = await screen.findByRole('link', { name: 'Listen Now' });
    expect(listen.getAttribute('href')).toMatch(/^\/album\/\d+\//);
    for (const title of ['Featured Albums', 'Featured Playlists', 'Featured Samplers']) {
      const section = screen.getByRole('region', { name: title });
      const carousel = await within(section).findByRole('region', { name: `${title}: All` });
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      expect(within(carousel).getAllByRole('link').length).toBeGreaterThan(0);
    }
    const asHeardOn = await screen.findByRole('region', { name: 'As Heard On' });
    const names = catalogueIndex().asHeardOn.map((c) => c.name);
    for (const name of names) expect(within(asHeardOn).getByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
  });

  it('asks for featured items with homepage=true and no category for "All", then the chosen category', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('region', { name: 'Featured Albums' });
    const chips = await within(section).findByRole('group', { name: 'Featured Albums category' });
    const all = await within(chips).findByRole('button', { name: 'All' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    const first = featuredCalls('albums')[0];
    expect(first.searchParams.get('homepage')).toBe('true');
    expect(first.searchParams.has('category')).toBe(false);

    const category = within(chips).getAllByRole('button')[1];
    const name = category.textContent!;
    await user.click(category);
    expect(category).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(featuredCalls('albums').some((url) => url.searchParams.get('category') === name)).toBe(true));
    await waitFor(() => expect(within(section).queryByRole('status')).not.toBeInTheDocument());
    expect(within(section).getAllByRole('article').length).toBeGreaterThan(0);
  });

  it('says "Failed to fetch splash banner data" when the banner call is not ok', async () => {
    server.use(http.get('*/api/music/albums/splash_banner/', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Failed to fetch splash banner data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search');
  });

  it('opens the custom_music popup for an as-heard-on category', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<HomePage />);
    const [category] = catalogueIndex().asHeardOn;
    await user.click(await screen.findByRole('button', { name: new RegExp(category.name) }));
    expect(selectCurrentPopup(store.getState())).toEqual({ name: 'custom_music', props: { categoryName: category.name } });
  });

  // Found by the contract fuzz (seed 3105): nothing in the contract makes a server's names unique.
  it('shows a category chip and an as-heard-on card once per name, whatever the server repeats', async () => {
    const [placement] = catalogueIndex().asHeardOn;
    server.use(
      http.get('*/api/music/albums/featured', () => HttpResponse.json({ kind: 'albums', categories: ['Rock', 'all', 'Rock'], results: [] })),
      http.get('*/api/music/as-heard-on-categories/', () => HttpResponse.json([1, 2].map((id) => ({ id, name: placement.name, description: '', image: '', items: [] })))),
    );
    renderWithProviders(<HomePage />);
    const chips = await screen.findByRole('group', { name: 'Featured Albums category' });
    expect(within(chips).getAllByRole('button').map((chip) => chip.textContent)).toEqual(['All', 'Rock']);
    const asHeardOn = await screen.findByRole('region', { name: 'As Heard On' });
    expect(within(asHeardOn).getAllByRole('button')).toHaveLength(1);
  });

  it('fetches featured data once per kind and category (cached)', async () => {
    renderWithProviders(<HomePage />);
    await screen.findAllByRole('region', { name: 'Featured Samplers' });
    await waitFor(() => expect(featuredCalls('samplers').length).toBeGreaterThan(0));
    expect(featuredCalls('albums')).toHaveLength(1);
    expect(requests.urls.filter((url) => url.pathname === '/api/music/albums/splash_banner/')).toHaveLength(1);
  });

  describe('with the sections watched for nearing the window', () => {
    let intersections: WatchedIntersections;
    /** Reports the section titled `title` within reach of the window (a scroll bringing it near). */
    const near = (title: string) => intersections.enter(screen.getByRole('region', { name: title }));
    beforeEach(() => {
      intersections = watchIntersections();
    });

    it('on a phone, a section screens below asks for its data only once it nears the window', async () => {
      setWindowWidth(390);
      renderWithProviders(<HomePage />);
      await screen.findByRole('link', { name: 'Listen Now' });
      near('Featured Albums');
      await screen.findByRole('region', { name: 'Featured Albums: All' });
      expect(featuredCalls('samplers')).toEqual([]);
      expect(within(screen.getByRole('region', { name: 'Featured Samplers' })).getByRole('status')).toHaveAttribute('aria-busy', 'true');

      near('Featured Samplers');
      const samplers = await screen.findByRole('region', { name: 'Featured Samplers: All' });
      expect(within(samplers).getAllByRole('link').length).toBeGreaterThan(0);
      expect(featuredCalls('samplers')).toHaveLength(1);
    });

    it('a window narrowed to a phone\'s width keeps the carousels it has drawn', async () => {
      setWindowWidth(1280);
      renderWithProviders(<HomePage />);
      const samplers = await screen.findByRole('region', { name: 'Featured Samplers: All' });
      await act(async () => setWindowWidth(390));
      expect(screen.getByRole('region', { name: 'Featured Samplers: All' })).toBe(samplers);
      expect(within(samplers).getAllByRole('link').length).toBeGreaterThan(0);
      expect(screen.queryByRole('status', { name: /Loading featured samplers/ })).not.toBeInTheDocument();
    });
  });

  describe('on a server built from the spec alone (strict)', () => {
    beforeEach(() => setScenarios(['strict']));

    it('shows the newest album in the hero, and the newest albums and playlists where the featured answer cannot be read', async () => {
      renderWithProviders(<HomePage />);
      const hero = await screen.findByRole('link', { name: 'Listen now' });
      expect(hero.getAttribute('href')).toMatch(/^\/album\/\d+\//);
      expect(screen.getByText('Latest album')).toBeInTheDocument();
      for (const title of ['New Albums', 'New Playlists']) {
        const section = screen.getByRole('region', { name: title });
        const carousel = await within(section).findByRole('region', { name: `${title}: All` });
        expect(within(carousel).getAllByRole('link').length).toBeGreaterThan(0);
        expect(within(section).queryByRole('group', { name: `${title} category` })).not.toBeInTheDocument();
      }
      // Samplers have no list of their own in the spec: the section goes once its answer is in.
      await waitFor(() => expect(screen.queryAllByRole('region', { name: /Samplers/ })).toHaveLength(0));
      expect(screen.queryByText('Failed to fetch splash banner data')).not.toBeInTheDocument();
    });

    it('lists As Heard On from the configured category names, read one by one by name', async () => {
      renderWithProviders(<HomePage />);
      const asHeardOn = await screen.findByRole('region', { name: 'As Heard On' });
      for (const name of ['Trailers', 'Documentaries', 'Sports', 'Reality TV']) {
        expect(await within(asHeardOn).findByRole('button', { name: new RegExp(name) })).toBeInTheDocument();
      }
      const byName = requests.urls.filter((url) => url.pathname === '/api/music/as-heard-on-categories/by-name/');
      expect(byName.map((url) => url.searchParams.get('name'))).toEqual(['Trailers', 'Documentaries', 'Sports', 'Reality TV']);
    });
  });
});
