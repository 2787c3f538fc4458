import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { toggleKeyword } from './search-state';
import { useBrowseMusicHref, useRememberSearch, useSearchState } from './use-search-state';

function Probe() {
  const { state, update, reset } = useSearchState();
  return (
    <div>
      <output aria-label="state">{JSON.stringify({ type: state.type, page: state.page, include: state.keywords_include, query: state.query })}</output>
      <button onClick={() => update({ keywords_include: toggleKeyword(state, 'Dark', 'include').keywords_include })}>toggle</button>
      <button onClick={() => update({ page: 3 })}>page 3</button>
      <button onClick={() => update({ query: 'rain' })}>query</button>
      <button onClick={reset}>reset</button>
    </div>
  );
}

function RememberingSearchPage() {
  const { state } = useSearchState();
  useRememberSearch(state);
  return <Probe />;
}

/** Like the app's routes: the search page is mounted only on /search. */
function SearchPageProbe() {
  return useLocation().pathname === '/search' ? <RememberingSearchPage /> : null;
}

function BrowseLink() {
  return <Link to={useBrowseMusicHref()}>Browse Music</Link>;
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('useSearchState', () => {
  it('navigates to /search, drops unknown parameters and goes back to page 1 on a new criterion', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Probe />, { route: '/search?utm_source=mail&page=4&type=tracks' });
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    expect(where(router)).toBe('/search?keywords_include=Dark&type=tracks');
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    expect(where(router)).toBe('/search?keywords_include=Dark&page=3&type=tracks');
  });

  it('update and reset stay the same functions from one search to the next (memoised parts take them)', async () => {
    const seen: { update: unknown; reset: unknown }[] = [];
    function Recorder() {
      const { update, reset } = useSearchState();
      seen.push({ update, reset });
      return <button onClick={() => update((latest) => ({ page: latest.page + 1 }))}>next page</button>;
    }
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Recorder />, { route: '/search?type=tracks' });
    await user.click(screen.getByRole('button', { name: 'next page' }));
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(where(router)).toBe('/search?page=3&type=tracks');
    expect(new Set(seen.map((s) => s.update)).size).toBe(1);
    expect(new Set(seen.map((s) => s.reset)).size).toBe(1);
  });

  it('each update starts from the latest search, even before the page re-rendered the previous one', () => {
    const { router } = renderWithProviders(<Probe />, { route: '/search?type=tracks' });
    act(() => {
      screen.getByRole('button', { name: 'toggle' }).click();
      screen.getByRole('button', { name: 'query' }).click();
      screen.getByRole('button', { name: 'page 3' }).click();
    });
    expect(where(router)).toBe('/search?query=rain&keywords_include=Dark&page=3&type=tracks');
  });

  it('a functional update is computed from the latest search', () => {
    function Toggles() {
      const { update } = useSearchState();
      const toggle = (name: string) => update((latest) => ({ keywords_include: toggleKeyword(latest, name, 'include').keywords_include }));
      return ['Dark', 'Calm', 'Epic'].map((name) => (
        <button key={name} onClick={() => toggle(name)}>
          {name}
        </button>
      ));
    }
    const { router } = renderWithProviders(<Toggles />, { route: '/search?type=tracks' });
    act(() => {
      for (const name of ['Dark', 'Calm', 'Epic', 'Calm']) screen.getByRole('button', { name }).click();
    });
    expect(where(router)).toBe('/search?keywords_include=Dark,Epic&type=tracks');
  });

  it('back and forward restore earlier searches', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Probe />, { route: '/search?query=first' });
    await user.click(screen.getByRole('button', { name: 'toggle' }));
    await user.click(screen.getByRole('button', { name: 'page 3' }));
    await act(() => router.navigate(-1));
    expect(where(router)).toBe('/search?query=first&keywords_include=Dark');
    expect(screen.getByLabelText('state')).toHaveTextContent('"page":1');
    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('state')).toHaveTextContent('"include":[]');
    await act(() => router.navigate(1));
    expect(screen.getByLabelText('state')).toHaveTextContent('"include":["Dark"]');
  });

  it('outside /search starts from the defaults and still navigates to /search', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Probe />, { route: '/album/12/noir?query=ignored' });
    expect(screen.getByLabelText('state')).toHaveTextContent('"query":""');
    await user.click(screen.getByRole('button', { name: 'query' }));
    expect(where(router)).toBe('/search?query=rain');
  });

  it('reset keeps only the type', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Probe />, { route: '/search?type=playlists&query=x&bpm=100&sortby=random&random_key=k' });
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(where(router)).toBe('/search?type=playlists');
  });

  it('renders whatever garbage the URL holds', () => {
    renderWithProviders(<Probe />, { route: '/search?page=%E0%A4%A&type=%00&keywords_include=,,,&&&=' });
    expect(screen.getByLabelText('state')).toHaveTextContent('{"type":"albums","page":0,"include":[],"query":""}');
  });
});

describe('useBrowseMusicHref', () => {
  it('points at /search?type=tracks when tracks are shown', () => {
    renderWithProviders(<BrowseLink />, { route: '/search?type=tracks&query=rain' });
    expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search?type=tracks');
  });

  it('points at the saved clean search otherwise, from any page', async () => {
    const { router } = renderWithProviders(
      <>
        <SearchPageProbe />
        <BrowseLink />
      </>,
      { route: '/search?query=noir&show_tracks=5&utm=1&type=playlists' },
    );
    expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search?query=noir&type=playlists');
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search?query=noir&type=playlists');
  });

  it('remembers the last search shown before /search was left', async () => {
    const { router } = renderWithProviders(
      <>
        <SearchPageProbe />
        <BrowseLink />
      </>,
      { route: '/search?query=noir&type=albums' },
    );
    await act(() => router.navigate('/search?query=rain&type=playlists'));
    expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search?query=rain&type=playlists');
    await act(() => router.navigate('/contact'));
    expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search?query=rain&type=playlists');
  });

  it('is plain /search before any search', () => {
    renderWithProviders(<BrowseLink />, { route: '/' });
    expect(screen.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search');
  });
});
