import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { vocabularyTestHandlers } from '@/entities/vocabulary/testing';
import { renderWithProviders } from '@/shared/lib/test';
import { FilterPanel } from './filter-panel';

function renderPanel(route = '/search') {
  server.use(...vocabularyTestHandlers);
  return renderWithProviders(<FilterPanel />, { route });
}

const search = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  vi.useRealTimers();
  window.innerWidth = 1024;
});

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
    const popup = screen.getByRole('dialog', { name: 'Energy' });
    expect(within(popup).getByRole('heading', { name: 'High' })).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Driving' }));
    expect(search(router)).toBe('/search?keywords_include=Driving&type=tracks');
    expect(within(screen.getByRole('dialog', { name: 'Energy' })).getByRole('button', { name: 'Driving' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Energy, 1 selected' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(screen.getByRole('dialog', { name: 'Energy' })).getByRole('button', { name: 'Driving' }));
    expect(search(router)).toBe('/search?type=tracks');
  });

  it('turns an excluded keyword into an included one', async () => {
    const user = userEvent.setup();
    const { router } = renderPanel('/search?keywords_exclude=Calm');
    await user.click(await screen.findByRole('button', { name: 'Energy, 1 selected' }));
    await user.click(screen.getByRole('button', { name: 'Calm' }));
    expect(search(router)).toBe('/search?keywords_include=Calm');
  });

  it('closes the popup 750 ms after the pointer leaves, unless it comes back', async () => {
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Dark' }));
    const item = screen.getByRole('button', { name: 'Dark' }).closest('li')!;
    vi.useFakeTimers();
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.pointerEnter(item);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('dialog', { name: 'Dark' })).toBeInTheDocument();
    fireEvent.pointerLeave(item);
    act(() => vi.advanceTimersByTime(749));
    expect(screen.getByRole('dialog', { name: 'Dark' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog', { name: 'Dark' })).not.toBeInTheDocument();
  });

  it('opens the BPM and key dialogs from "Specify BPM" and "Specify Key"', async () => {
    const user = userEvent.setup();
    const { store } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Tempo' }));
    await user.click(screen.getByRole('button', { name: 'Specify BPM' }));
    expect(store.getState().popup?.current).toEqual({ name: 'specify_bpm', props: { target: 'search' } });
    expect(screen.queryByRole('dialog', { name: 'Tempo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Key' }));
    await user.click(screen.getByRole('button', { name: 'Specify Key' }));
    expect(store.getState().popup?.current?.name).toBe('specify_key');
  });

  it('opens the advanced filters with a draft of the current search', async () => {
    const user = userEvent.setup();
    const { store } = renderPanel('/search?keywords_include=Punk&bpm=120');
    await user.click(await screen.findByRole('button', { name: 'ADVANCED FILTERS' }));
    expect(store.getState().popup?.current?.name).toBe('advanced_filters');
    expect(store.getState().advancedFilters?.draft).toMatchObject({ keywords_include: ['Punk'], bpm: '120' });
  });

  it('shows the popup in place of the list on mobile, with BACK', async () => {
    window.innerWidth = 500;
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Strings' }));
    expect(screen.queryByRole('region', { name: 'Keywords' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Violin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(screen.getByRole('region', { name: 'Keywords' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Strings' })).not.toBeInTheDocument();
  });

  it('closes the popup on Escape', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Genre' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Genre' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Genre' })).toHaveFocus();
  });
});
