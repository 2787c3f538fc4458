import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { vocabularyTestHandlers } from '@/entities/vocabulary/testing';
import { recordRequests, renderWithProviders, setWindowWidth } from '@/shared/lib/test';
import { FilterPanel } from './filter-panel';

function renderPanel(route = '/search') {
  server.use(...vocabularyTestHandlers);
  return renderWithProviders(<FilterPanel />, { route });
}

const search = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;


describe('FilterPanel', () => {
  it('lists keywords, instruments and composers with their subcategories in the filters order', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { name: 'FILTER BY:' })).toBeInTheDocument();
    const keywords = await screen.findByRole('region', { name: 'Keywords' });
    expect(within(keywords).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Energy',
      'Dark',
      'Tempo',
      'Key',
      'Usage',
      'Genre',
      'Type Of Production',
    ]);
    const instruments = screen.getByRole('region', { name: 'Instruments' });
    expect(within(instruments).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Strings',
      'Keyboards',
      'Guitars (Acoustic)',
      'Guitars (Electric)',
      'Plectrum (Fretted)',
    ]);
    const composers = screen.getByRole('region', { name: 'Composers' });
    expect(within(composers).getAllByRole('button').map((b) => b.textContent)).toEqual(['A-D', 'E-H', 'M-P', 'U-Z']);
  });

  it('opens a subcategory popup whose keywords toggle as included', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel('/search?type=tracks&page=3&utm=x');
    await user.click(await screen.findByRole('button', { name: 'Energy' }));
    const popup = screen.getByRole('menu', { name: 'Energy' });
    expect(within(popup).getByRole('group', { name: 'High' })).toBeInTheDocument();
    expect(within(popup).getByRole('menuitemcheckbox', { name: 'Driving' })).toHaveFocus();
    await user.click(within(popup).getByRole('menuitemcheckbox', { name: 'Driving' }));
    expect(search(router)).toBe('/search?keywords_include=Driving&type=tracks');
    expect(within(screen.getByRole('menu', { name: 'Energy' })).getByRole('menuitemcheckbox', { name: 'Driving' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Energy, 1 selected' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('menu', { name: 'Energy' })).getByRole('menuitemcheckbox', { name: 'Driving' }));
    expect(search(router)).toBe('/search?type=tracks');
  });

  it('counts every toggle however fast: keywords clicked before the page re-renders all end up in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel('/search?type=tracks');
    await user.click(await screen.findByRole('button', { name: 'Energy' }));
    const popup = screen.getByRole('menu', { name: 'Energy' });
    const [driving, calm, energetic] = ['Driving', 'Calm', 'Energetic'].map((name) => within(popup).getByRole('menuitemcheckbox', { name }));
    // One act: the three clicks land before React renders the first navigation.
    act(() => {
      driving!.click();
      calm!.click();
      energetic!.click();
    });
    expect(new URL(search(router), 'http://x').searchParams.get('keywords_include')?.split(',')).toEqual(['Driving', 'Calm', 'Energetic']);
    act(() => {
      calm!.click();
      calm!.click();
      driving!.click();
    });
    expect(new URL(search(router), 'http://x').searchParams.get('keywords_include')?.split(',')).toEqual(['Energetic', 'Calm']);
  });

  it('starts loading the results of a keyword when the pointer is pressed on it, before the click toggles it', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel('/search?type=tracks&keywords_exclude=Calm');
    await user.click(await screen.findByRole('button', { name: 'Energy, 1 selected' }));
    const requests = recordRequests();
    try {
      await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('menuitemcheckbox', { name: 'Calm (excluded)' }) });
      await vi.waitFor(() => expect(requests.urls.map((url) => `${url.pathname}${url.search}`)).toContain('/api/music/tracks/?keywords_include=Calm&type=tracks'));
      // Pressed, not yet clicked: the search in the address bar is unchanged.
      expect(search(router)).toBe('/search?type=tracks&keywords_exclude=Calm');
      await user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('menuitemcheckbox', { name: 'Calm (excluded)' }) });
      expect(search(router)).toBe('/search?keywords_include=Calm&type=tracks');
    } finally {
      requests.stop();
    }
  });

  it('turns an excluded keyword into an included one', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel('/search?keywords_exclude=Calm');
    await user.click(await screen.findByRole('button', { name: 'Energy, 1 selected' }));
    expect(screen.getByRole('menuitemcheckbox', { name: 'Calm (excluded)' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Calm (excluded)' }));
    expect(search(router)).toBe('/search?keywords_include=Calm');
  });

  it('closes the popup 750 ms after the pointer leaves, unless it comes back', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Dark' }));
    const item = screen.getByRole('button', { name: 'Dark' }).parentElement!;
    vi.useFakeTimers();
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerEnter(item);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('menu', { name: 'Dark' })).toBeInTheDocument();
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(749));
    expect(screen.getByRole('menu', { name: 'Dark' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu', { name: 'Dark' })).not.toBeInTheDocument();
  });

  it('opens the BPM and key dialogs from "Specify BPM" and "Specify Key"', async () => {
    const user = userEvent.setup();
    const { store } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Tempo' }));
    await user.click(screen.getByRole('menuitem', { name: 'Specify BPM' }));
    expect(store.getState().popup?.current).toEqual({ name: 'specify_bpm', props: { target: 'search' } });
    expect(screen.queryByRole('menu', { name: 'Tempo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Key' }));
    await user.click(screen.getByRole('menuitem', { name: 'Specify Key' }));
    expect(store.getState().popup?.current?.name).toBe('specify_key');
  });

  it('opens the advanced filters with a draft of the current search', async () => {
    const user = userEvent.setup();
    const { store } = renderPanel('/search?keywords_include=Punk&bpm=120');
    await user.click(await screen.findByRole('button', { name: 'ADVANCED FILTERS' }));
    expect(store.getState().popup?.current?.name).toBe('advanced_filters');
    expect(store.getState().advancedFilters?.draft).toMatchObject({ keywords_include: ['Punk'], bpm: '120' });
  });

  it('shows the popup in place of the list on mobile, with BACK, and no close on pointer leave', async () => {
    setWindowWidth(500);
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Strings' }));
    // The other categories are hidden by the panel's popup-open layout (CSS) while it is open.
    expect(screen.getByRole('navigation')).toHaveClass('filter-panel--popup-open');
    expect(screen.getByRole('region', { name: 'Instruments' })).toHaveClass('filter-panel__category--open');
    expect(screen.getByRole('region', { name: 'Keywords' })).not.toHaveClass('filter-panel__category--open');
    expect(screen.getByRole('menuitemcheckbox', { name: 'Violin' })).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('button', { name: 'Strings' }).parentElement!, { pointerType: 'mouse' });
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.queryByRole('menu', { name: 'Strings' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation')).not.toHaveClass('filter-panel--popup-open');
    expect(screen.getByRole('button', { name: 'Strings' })).toHaveFocus();
  });

  it('closes the popup on Escape', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Genre' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu', { name: 'Genre' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Genre' })).toHaveFocus();
  });
});
