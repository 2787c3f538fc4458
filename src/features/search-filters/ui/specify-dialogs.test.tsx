import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openPopup } from '@/shared/lib/popup';
import { renderWithProviders } from '@/shared/lib/test';
import { draftStarted } from '../model/advanced-filters-slice';
import { SpecifyBpmPopup } from './specify-bpm-popup';
import { SpecifyKeyPopup } from './specify-key-popup';
import { defaultSearchState, pickCriteria } from '@/entities/search';

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

function renderBpm(route = '/search?type=tracks', target?: 'draft') {
  const close = vi.fn();
  const closeAll = vi.fn();
  const view = renderWithProviders(
    <SpecifyBpmPopup name="specify_bpm" props={target ? { target } : {}} close={close} closeAll={closeAll} />,
    { route },
  );
  return { ...view, close, closeAll };
}

function renderKey(route = '/search', target?: 'draft') {
  const close = vi.fn();
  const closeAll = vi.fn();
  const view = renderWithProviders(
    <SpecifyKeyPopup name="specify_key" props={target ? { target } : {}} close={close} closeAll={closeAll} />,
    { route },
  );
  return { ...view, close, closeAll };
}

describe('specify_bpm', () => {
  it('explains the range format and keeps SEARCH disabled while empty', async () => {
    const user = userEvent.setup();
    renderBpm();
    expect(screen.getByRole('heading', { name: 'SPECIFY BPM' })).toBeInTheDocument();
    expect(screen.getByText(/use a hyphen \(for example 110-120\)/)).toBeInTheDocument();
    const search = screen.getByRole('button', { name: 'SEARCH' });
    expect(search).toBeDisabled();
    await user.type(screen.getByLabelText('BPM'), '   ');
    expect(search).toBeDisabled();
  });

  it('sets a BPM range in the URL search and closes', async () => {
    const user = userEvent.setup();
    const { router, closeAll } = renderBpm('/search?type=tracks&page=5');
    await user.type(screen.getByLabelText('BPM'), '120 - 110{Enter}');
    expect(where(router)).toBe('/search?bpm=110-120&type=tracks');
    expect(closeAll).toHaveBeenCalled();
  });

  it('refuses text that is not a BPM', async () => {
    const user = userEvent.setup();
    const { router, closeAll } = renderBpm();
    await user.type(screen.getByLabelText('BPM'), 'fast');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number, or a range with a hyphen');
    expect(screen.getByLabelText('BPM')).toHaveAttribute('aria-invalid', 'true');
    expect(where(router)).toBe('/search?type=tracks');
    expect(closeAll).not.toHaveBeenCalled();
  });

  it('starts from the current BPM', () => {
    renderBpm('/search?bpm=98');
    expect(screen.getByLabelText('BPM')).toHaveValue('98');
  });

  it('continues in the advanced filters with the typed BPM', async () => {
    const user = userEvent.setup();
    const { store } = renderBpm('/search?keywords_include=Dark');
    await user.type(screen.getByLabelText('BPM'), '90');
    await user.click(screen.getByRole('button', { name: 'ADVANCED FILTERS' }));
    expect(store.getState().popup?.current?.name).toBe('advanced_filters');
    expect(store.getState().advancedFilters?.draft).toMatchObject({ bpm: '90', keywords_include: ['Dark'] });
  });

  it('over the advanced filters, writes into their draft and returns to them', async () => {
    const user = userEvent.setup();
    const { store, router, close, closeAll } = renderBpm('/search', 'draft');
    expect(screen.queryByRole('button', { name: 'ADVANCED FILTERS' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('BPM'), '100-104{Enter}');
    expect(store.getState().advancedFilters?.draft.bpm).toBe('100-104');
    expect(close).toHaveBeenCalled();
    expect(closeAll).not.toHaveBeenCalled();
    expect(where(router)).toBe('/search');
  });
});

describe('specify_key', () => {
  it('keeps SEARCH disabled while empty (spaces and commas count as empty)', async () => {
    const user = userEvent.setup();
    renderKey();
    expect(screen.getByText(/for example Dm\)\. Separate several keys with commas/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Key'), ' , ,');
    expect(screen.getByRole('button', { name: 'SEARCH' })).toBeDisabled();
  });

  it('normalises runs of spaces and commas to one comma before setting the key', async () => {
    const user = userEvent.setup();
    const { router, closeAll } = renderKey('/search?query=noir');
    await user.type(screen.getByLabelText('Key'), 'Dm,  F#m ,,C');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(where(router)).toBe('/search?query=noir&key=Dm,F%23m,C');
    expect(closeAll).toHaveBeenCalled();
  });

  it('over the advanced filters, writes the normalised key into their draft', async () => {
    const user = userEvent.setup();
    const { store, close } = renderKey('/search', 'draft');
    store.dispatch(draftStarted(pickCriteria(defaultSearchState({ bpm: '120' }))));
    store.dispatch(openPopup({ name: 'advanced_filters' }));
    await user.type(screen.getByLabelText('Key'), 'Am   Em{Enter}');
    expect(store.getState().advancedFilters?.draft).toMatchObject({ key: 'Am,Em', bpm: '120' });
    expect(close).toHaveBeenCalled();
  });

  it('"Compatible keys" adds each typed key\'s relative and Camelot neighbours (off until ticked)', async () => {
    const user = userEvent.setup();
    const { router } = renderKey('/search?type=tracks');
    const compatible = screen.getByRole('checkbox', { name: /^Compatible keys/ });
    expect(compatible).not.toBeChecked();
    await user.click(compatible);
    await user.type(screen.getByLabelText('Key'), 'Dm, h{Enter}');
    expect(where(router)).toBe('/search?key=Dm,h,F,Gm,Am&type=tracks');
  });
});
