import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { SearchBox } from './search-box';

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('SearchBox', () => {
  it('searches everything by default (query), keeping the type and the other criteria', async () => {
    const user = userEvent.setup();
    const onSubmitted = vi.fn();
    const { router } = renderWithProviders(<SearchBox onSubmitted={onSubmitted} />, {
      route: '/search?type=tracks&keywords_include=Dark&page=3&show_tracks=9',
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), '  rain  {Enter}');
    expect(where(router)).toBe('/search?query=rain&keywords_include=Dark&type=tracks');
    expect(onSubmitted).toHaveBeenCalled();
  });

  it('sets track_title or album_title and clears the other two', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchBox />, { route: '/search?query=old' });
    const box = screen.getByRole('searchbox', { name: 'Search text' });
    expect(box).toHaveValue('old');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'Track title');
    await user.clear(box);
    await user.type(box, 'Rainfall');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where(router)).toBe('/search?track_title=Rainfall');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search in' }), 'Album title');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(where(router)).toBe('/search?album_title=Rainfall');
  });

  it('from another page, starts a new search on /search', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<SearchBox />, { route: '/album/3/noir' });
    await user.type(screen.getByRole('searchbox', { name: 'Search text' }), 'noir{Enter}');
    expect(where(router)).toBe('/search?query=noir');
  });

  it('follows the URL when it changes (back, chip removal)', async () => {
    const { router } = renderWithProviders(<SearchBox />, { route: '/search?album_title=Noir' });
    expect(screen.getByRole('combobox', { name: 'Search in' })).toHaveValue('album_title');
    await act(() => router.navigate('/search?query=jazz'));
    expect(screen.getByRole('combobox', { name: 'Search in' })).toHaveValue('all');
    expect(screen.getByRole('searchbox', { name: 'Search text' })).toHaveValue('jazz');
  });
});
