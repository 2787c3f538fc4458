import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { referenceLoaded } from '@/entities/reference-track';
import { makeTestReference } from '@/entities/reference-track/testing';
import { makeStore } from '@/shared/redux';
import { renderWithProviders } from '@/shared/lib/test';
import { SearchCriteriaBar } from './search-criteria-bar';

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function chipTexts() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.removable-chip__label')?.textContent);
}

describe('SearchCriteriaBar', () => {
  it('says "None selected." when nothing is chosen, and keeps CLEAR ALL', () => {
    renderWithProviders(<SearchCriteriaBar />, { route: '/search?type=tracks&page=2' });
    expect(screen.getByText('Search Criteria:')).toBeInTheDocument();
    expect(screen.getByText('None selected.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CLEAR ALL' })).toBeInTheDocument();
  });

  it('shows the query, key, BPM and each included or excluded keyword as chips', () => {
    renderWithProviders(<SearchCriteriaBar />, {
      route: '/search?query=rain&key=Dm,F%23m&bpm=110-120&keywords_include=Dark,Epic&keywords_exclude=Happy',
    });
    expect(chipTexts()).toEqual(['rain', 'KEY: Dm,F#m', 'BPM: 110-120', 'Dark', 'Epic', 'NOT: Happy']);
    expect(screen.queryByText('None selected.')).not.toBeInTheDocument();
  });

  it('prefixes the query chip with ALBUM TITLE or TRACK TITLE', () => {
    const { unmount } = renderWithProviders(<SearchCriteriaBar />, { route: '/search?album_title=Noir' });
    expect(chipTexts()).toEqual(['ALBUM TITLE: Noir']);
    unmount();
    renderWithProviders(<SearchCriteriaBar />, { route: '/search?track_title=Rain' });
    expect(chipTexts()).toEqual(['TRACK TITLE: Rain']);
  });

  it('removing the query chip clears query, track_title and album_title, back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchCriteriaBar />, {
      route: '/search?query=a&track_title=b&album_title=c&bpm=90&page=4&type=playlists',
    });
    await user.click(screen.getByRole('button', { name: 'Remove search text c' }));
    expect(where(router)).toBe('/search?bpm=90&type=playlists');
  });

  it('removes one keyword, the key or the BPM', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchCriteriaBar />, {
      route: '/search?keywords_include=Dark,Epic&keywords_exclude=Happy&key=Dm&bpm=120',
    });
    await user.click(screen.getByRole('button', { name: 'Remove included keyword Dark' }));
    expect(where(router)).toBe('/search?keywords_include=Epic&keywords_exclude=Happy&key=Dm&bpm=120');
    await user.click(screen.getByRole('button', { name: 'Remove excluded keyword Happy' }));
    await user.click(screen.getByRole('button', { name: 'Remove key Dm' }));
    await user.click(screen.getByRole('button', { name: 'Remove BPM 120' }));
    expect(where(router)).toBe('/search?keywords_include=Epic');
  });

  it('chips removed faster than the page re-renders are all removed', () => {
    const { router } = renderWithProviders(<SearchCriteriaBar />, {
      route: '/search?keywords_include=Dark,Epic&keywords_exclude=Happy&key=Dm',
    });
    const chips = ['Remove included keyword Dark', 'Remove excluded keyword Happy', 'Remove key Dm'].map((name) => screen.getByRole('button', { name }));
    act(() => chips.forEach((chip) => chip.click()));
    expect(where(router)).toBe('/search?keywords_include=Epic');
    expect(chipTexts()).toEqual(['Epic']);
  });

  it('highlights criteria that matched nothing and lists other unmatched ones', () => {
    renderWithProviders(<SearchCriteriaBar unmatched={['Nonexistent', 'key:H#', 'mystery']} />, {
      route: '/search?keywords_include=Dark,Nonexistent&key=H%23',
    });
    const [dark, nonexistent] = screen.getAllByText(/^(Dark|Nonexistent)$/).map((el) => el.closest('li')!);
    expect(dark).not.toHaveAttribute('data-unmatched');
    expect(nonexistent).toHaveAttribute('data-unmatched', 'true');
    expect(within(nonexistent).getByText('NO MATCH')).toBeInTheDocument();
    expect(screen.getByText('KEY: H#').closest('li')).toHaveAttribute('data-unmatched', 'true');
    expect(screen.getByText('No match for: mystery')).toBeInTheDocument();
  });

  it('CLEAR ALL resets the search but keeps the type', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchCriteriaBar />, {
      route: '/search?type=tracks&query=x&keywords_include=Dark&sortby=title&page=3',
    });
    await user.click(screen.getByRole('button', { name: 'CLEAR ALL' }));
    expect(where(router)).toBe('/search?type=tracks');
    expect(screen.getByText('None selected.')).toBeInTheDocument();
  });

  it('shows a loaded reference track as "Reference: {file name}" with its play button; removing it keeps the search', async () => {
    const user = userEvent.setup();
    const store = makeStore();
    store.dispatch(referenceLoaded(makeTestReference({ name: 'temp-love-cue.wav' })));
    const { router } = renderWithProviders(<SearchCriteriaBar />, { route: '/search?key=Dm,F&bpm=115-125&type=tracks', store });
    expect(screen.getByText('Reference: temp-love-cue.wav')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play reference temp-love-cue.wav' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove reference temp-love-cue.wav' }));
    expect(screen.queryByText('Reference: temp-love-cue.wav')).not.toBeInTheDocument();
    expect(store.getState().referenceTrack?.current).toBeNull();
    expect(where(router)).toBe('/search?key=Dm,F&bpm=115-125&type=tracks');
    expect(chipTexts()).toEqual(['KEY: Dm,F', 'BPM: 115-125']);
  });
});
