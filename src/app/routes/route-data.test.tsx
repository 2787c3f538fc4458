import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { CollectionPage } from '@/pages/collection';
import { HomePage } from '@/pages/home';
import { SearchPage } from '@/pages/search';
import { userApi } from '@/entities/user';
import { apiBaseUrl } from '@/shared/config';
import { recordRequests, renderWithProviders, setWindowWidth } from '@/shared/lib/test';
import { landingReads, startLandingRoute } from '../../../scripts/lib/route-preload-plugin.mjs';
import { ROUTE_DATA_PRELOADS } from './route-data';

type StartedReads = Record<string, Promise<Response> | undefined>;
const startedReads = () => (window as { __routeReads?: StartedReads }).__routeReads ?? {};

let requests: ReturnType<typeof recordRequests>;

const CURRENT_USER = `${apiBaseUrl()}/users/me/`;

/**
 * Runs index.html's inline script (the very function the build serialises) at `address`; the
 * reads it started for the page (the current user, started on every page, is checked apart).
 */
function landAt(address: string): string[] {
  window.history.replaceState(null, '', address);
  startLandingRoute([], '/', landingReads(ROUTE_DATA_PRELOADS), `${apiBaseUrl()}`);
  return Object.keys(startedReads()).filter((url) => url !== CURRENT_USER);
}


/** A window `width` px wide, as the inline script's media queries and the app's layout see it. */
function viewportWidth(width: number) {
  setWindowWidth(width);
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /\(min-width: (\d+)px\)/.exec(query);
    return { media: query, matches: min ? width >= Number(min[1]) : false, addEventListener() {}, removeEventListener() {} };
  });
}

/** Renders a page with the current-user query the app's header starts when the shell mounts. */
function renderPage(...[ui, options]: Parameters<typeof renderWithProviders>) {
  const rendered = renderWithProviders(ui, options);
  rendered.store.dispatch(userApi.util.prefetch('getMe', undefined, {}));
  return rendered;
}

const preloadedImages = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
const times = (url: string) => requests.urls.filter((each) => each.href === url).length;

describe('route data: the reads index.html starts', () => {
  beforeEach(() => {
    requests = recordRequests();
    viewportWidth(1280);
  });
  afterEach(() => {
    requests.stop();
    vi.unstubAllGlobals();
    delete (window as { __routeReads?: StartedReads }).__routeReads;
    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    window.history.replaceState(null, '', '/');
  });

  it('starts exactly the reads the home page asks for, each asked once, and preloads its hero image at high priority', async () => {
    const started = landAt('/');
    expect(started.length).toBeGreaterThan(0);
    const { container } = renderPage(<HomePage />);
    await waitFor(() => expect(container.querySelector('img.home-hero__backdrop')).not.toBeNull());
    await waitFor(() => expect(startedReads()).toEqual({}));
    for (const url of started) expect(times(url)).toBe(1);
    const backdrop = container.querySelector<HTMLImageElement>('img.home-hero__backdrop')!;
    expect(preloadedImages().map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([[backdrop.src, 'high']]);
    expect(backdrop.getAttribute('fetchpriority')).toBe('high');
  });

  it("on a phone, starts only the hero's read for the home page: the sections under the hero ask for theirs, once each", async () => {
    viewportWidth(390);
    const below = ['/music/albums/featured?homepage=true', '/music/playlists/featured?homepage=true', '/music/samplers/featured?homepage=true', '/music/as-heard-on-categories/'].map(
      (read) => `${apiBaseUrl()}${read}`,
    );
    expect(landAt('/')).toEqual([`${apiBaseUrl()}/music/albums/splash_banner/`]);
    const { container } = renderPage(<HomePage />);
    await waitFor(() => expect(container.querySelector('img.home-hero__backdrop')).not.toBeNull());
    await waitFor(() => expect(preloadedImages()).toHaveLength(1));
    expect(await screen.findByRole('region', { name: 'Featured Albums: All' })).toBeInTheDocument();
    expect(await within(await screen.findByRole('region', { name: 'As Heard On' })).findAllByRole('button')).not.toHaveLength(0);
    await waitFor(() => expect(startedReads()).toEqual({}));
    expect(times(`${apiBaseUrl()}/music/albums/splash_banner/`)).toBe(1);
    for (const url of below) await waitFor(() => expect(times(url)).toBe(1));
  });

  it.each([
    ['album', '/album/3/true-crime-textures', '/music/albums/3/'],
    ['album', '/ALBUM/003', '/music/albums/3/'],
    ['playlist', '/playlist/2/some-playlist', '/music/playlists/2/'],
  ] as const)('starts the %s read a page at %s asks for, hands it over, and preloads its cover', async (type, pathname, read) => {
    expect(landAt(pathname)).toEqual([`${apiBaseUrl()}${read}`]);
    const { container } = renderPage(<CollectionPage type={type} />, { route: pathname });
    await screen.findByRole('heading', { level: 1 });
    const cover = container.querySelector<HTMLImageElement>('.collection-header__cover img')!;
    expect(times(`${apiBaseUrl()}${read}`)).toBe(1);
    expect(startedReads()).toEqual({});
    expect(preloadedImages().map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([[cover.src, 'high']]);
    expect(cover.getAttribute('fetchpriority')).toBe('high');
  });

  it.each(['/search', '/search?type=tracks'])('starts the vocabulary and the results the search page at %s asks for, each asked once', async (address) => {
    const started = landAt(address);
    expect(started).toHaveLength(4);
    renderPage(<SearchPage />, { route: address });
    await waitFor(() => expect(startedReads()).toEqual({}));
    for (const url of started) expect(times(url)).toBe(1);
  });

  it("preloads the first album card's cover of /search at high priority (its largest paint), and no image for the tracks tab (a row's text)", async () => {
    landAt('/search');
    const { container } = renderPage(<SearchPage />, { route: '/search' });
    await waitFor(() => expect(container.querySelector('article.collection-card img')).not.toBeNull());
    const firstCover = container.querySelector<HTMLImageElement>('article.collection-card img')!;
    await waitFor(() => expect(preloadedImages()).toHaveLength(1));
    expect(preloadedImages().map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([[firstCover.src, 'high']]);
    expect(firstCover.src).toContain('size=thumb');

    for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
    landAt('/search?type=tracks');
    await waitFor(() => expect(Object.values(startedReads()).length).toBeGreaterThan(0));
    await Promise.all(Object.values(startedReads()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(preloadedImages()).toEqual([]);
  });

  it('on a phone, starts only the results of /search?type=tracks: the filter panel and its vocabulary wait until asked for', async () => {
    viewportWidth(390);
    const vocabulary = ['/music/keywords/categories/', '/music/instruments/categories/', '/music/composers/'].map((read) => `${apiBaseUrl()}${read}`);
    expect(landAt('/search?type=tracks')).toEqual([`${apiBaseUrl()}/music/tracks/?type=tracks`]);
    const user = (await import('@testing-library/user-event')).default.setup();
    renderPage(<SearchPage />, { route: '/search?type=tracks' });
    await waitFor(() => expect(startedReads()).toEqual({}));
    expect(times(`${apiBaseUrl()}/music/tracks/?type=tracks`)).toBe(1);
    expect(screen.queryByRole('region', { name: 'Keywords' })).toBeNull();
    for (const url of vocabulary) expect(times(url)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'SHOW FILTERS' }));
    expect(await screen.findByRole('region', { name: 'Keywords' })).toBeVisible();
    for (const url of vocabulary) expect(times(url)).toBe(1);
  });

  it.each(['/', '/album/3', '/about', '/no/such/page'])('starts the current user on every page (%s), handed over to the entry\'s query', async (address) => {
    landAt(address);
    expect(Object.keys(startedReads())).toContain(CURRENT_USER);
    renderPage(<p>page</p>);
    await waitFor(() => expect(startedReads()[CURRENT_USER]).toBeUndefined());
    expect(times(CURRENT_USER)).toBe(1);
  });

  it('starts only the vocabulary for a search with criteria (its results call depends on them)', () => {
    expect(landAt('/search?type=tracks&keywords_include=Dark')).toHaveLength(3);
  });

  it('starts nothing for a page whose key the page would not read (no id, a slug for an id)', () => {
    for (const address of ['/album/', '/album/true-crime', '/searching', '/?utm_source=mail']) expect(landAt(address)).toEqual([]);
  });

  it('a read that fails is handed over as the failure, and no image is preloaded', async () => {
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('*/api/music/albums/3/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })));
    landAt('/album/3');
    renderPage(<CollectionPage type="album" />, { route: '/album/3' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(times(`${apiBaseUrl()}/music/albums/3/`)).toBe(1);
    expect(preloadedImages()).toEqual([]);
  });
});
