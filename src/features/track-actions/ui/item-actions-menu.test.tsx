import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scenarioHandlers, server, signInAs } from '@mocks/node';
import { makeTrack } from '@/entities/track/testing';
import { userApi } from '@/entities/user';
import type { AlbumDto } from '@/shared/api';
import { resetNotify, toastStore } from '@/shared/lib/notify';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { captureSavedFiles, renderWithProviders } from '@/shared/lib/test';
import type { AppStore } from '@/shared/redux';
import { collectionItemRef, projectItemRef, trackItemRef } from '../lib/item-ref';
import { cueSheetSaga } from '../model/cue-sheet/cue-sheet-saga';
import { ItemActionsMenu } from './item-actions-menu';

const moreOptions = () => screen.getByRole('button', { name: /^More options for / });
const optionLabels = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((node) => node.textContent);

const album: AlbumDto = {
  id: 12,
  type: 'album',
  title: 'Dark Pulse Vol. 2',
  slug: 'dark-pulse-vol-2',
  web_url: '/album/12/dark-pulse-vol-2',
  disc_number: '4EM012',
  description: '',
  artwork: null,
  artwork_thumbnail: null,
  release_date: '2024-05-01',
  track_count: 14,
};

async function signedIn(store: AppStore) {
  signInAs('listener@example.com');
  await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
}

describe('ItemActionsMenu on a track', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('offers every action on a track with stems, the stem option reading "Download Stems"', async () => {
    const user = userEvent.setup();
    const track = makeTrack({ num_stems: 4 });
    renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} />);
    expect(moreOptions()).toHaveAccessibleName('More options for Midnight Pursuit (Full)');
    await user.click(moreOptions());
    expect(optionLabels()).toEqual([
      'Add to Project',
      'Download',
      'Download Stems',
      'Share',
      'License',
      'Customize',
      'Download Cue Sheet',
      'Go to track',
      'Find similar',
    ]);
  });

  it('"Download Stems" opens the download popup with the stems included', async () => {
    const user = userEvent.setup();
    const track = makeTrack({ id: 42, num_stems: 4 });
    const { store } = renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} />);
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Download Stems' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(selectCurrentPopup(store.getState())).toEqual({
      name: 'download',
      props: { item: expect.objectContaining({ type: 'track', id: 42, title: 'Midnight Pursuit (Full)', num_stems: 4 }), include_stems: true },
    });
  });

  it('reads "Request Stems" when the track has no stems, and opens the stem request', async () => {
    const user = userEvent.setup();
    const track = makeTrack({ id: 43, num_stems: 0 });
    const { store } = renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} />);
    await user.click(moreOptions());
    expect(screen.queryByRole('menuitem', { name: 'Download Stems' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Request Stems' }));
    expect(selectCurrentPopup(store.getState())).toEqual({ name: 'stem_request', props: { item: expect.objectContaining({ type: 'track', id: 43 }) } });
  });

  it.each([
    ['Download', 'download'],
    ['Share', 'share'],
    ['License', 'license_request'],
    ['Customize', 'customize_request'],
  ])('"%s" opens the %s popup with the item', async (label, popup) => {
    const user = userEvent.setup();
    const track = makeTrack({ id: 44 });
    const { store } = renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} />);
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: label }));
    expect(selectCurrentPopup(store.getState())).toEqual({
      name: popup,
      props: { item: expect.objectContaining({ type: 'track', id: 44, title: 'Midnight Pursuit (Full)', web_url: '/search?type=tracks&show_tracks=44' }) },
    });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(moreOptions()).toHaveFocus();
  });

  it('a stem row offers the stem option like any track, acting on the stem', async () => {
    const user = userEvent.setup();
    const stem = makeTrack({ id: 7, type: 'stem', title: 'Drums', full_title: 'Midnight Pursuit - Drums', parent_id: 900001, num_stems: 0 });
    const { store } = renderWithProviders(<ItemActionsMenu item={trackItemRef(stem)} track={stem} />);
    await user.click(moreOptions());
    expect(optionLabels()).toContain('Request Stems');
    await user.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(selectCurrentPopup(store.getState())).toEqual({ name: 'download', props: { item: expect.objectContaining({ type: 'stem', id: 7, title: 'Midnight Pursuit - Drums' }) } });
  });

  it('"Add to Project" hands the row\'s track to the add popup, so the project can show it at once', async () => {
    const user = userEvent.setup();
    const track = makeTrack({ id: 44 });
    const { store } = renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} />);
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Add to Project' }));
    expect(selectCurrentPopup(store.getState())).toEqual({ name: 'add', props: { item: expect.objectContaining({ type: 'track', id: 44 }), track } });
  });

  it('"Request Stems" on a stem row asks for the stems of the track the stem belongs to', async () => {
    const user = userEvent.setup();
    const stem = makeTrack({ id: 7, type: 'stem', title: 'Drums', full_title: 'Midnight Pursuit - Drums', parent_id: 900001, num_stems: 0 });
    const { store } = renderWithProviders(<ItemActionsMenu item={trackItemRef(stem)} track={stem} />);
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Request Stems' }));
    expect(selectCurrentPopup(store.getState())).toEqual({ name: 'stem_request', props: { item: expect.objectContaining({ type: 'stem', id: 7, track_id: 900001 }) } });
  });

  it('a stem given without its track (its track unknown) offers no stem request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ItemActionsMenu item={{ type: 'stem', id: 32, title: 'Midnight Pursuit - Drums' }} />);
    await user.click(moreOptions());
    expect(optionLabels()).not.toContain('Request Stems');
    expect(optionLabels()).toContain('Download');
  });

  it.each([
    ['track', makeTrack({ id: 30, type: 'track' }), 30],
    ['version', makeTrack({ id: 31, type: 'version', parent_id: 30 }), 31],
    // A stem's id is not a track id: it goes to the track it belongs to.
    ['stem', makeTrack({ id: 32, type: 'stem', parent_id: 30 }), 30],
  ])('"Go to track" on a %s shows the track it is or belongs to', async (_kind, track, shown) => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} />, { route: '/album/1/x' });
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Go to track' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/search?type=tracks&show_tracks=${shown}`);
  });

  it('"Go to track" on an item given without its track (an activity entry) follows the item\'s own link', async () => {
    const user = userEvent.setup();
    // A stem from MY ACTIVITY: the server's link shows the track it belongs to (stem ids are not track ids).
    const item = { type: 'stem' as const, id: 32, title: 'Midnight Pursuit - Drums', web_url: '/search?type=tracks&show_tracks=30' };
    const { router } = renderWithProviders(<ItemActionsMenu item={item} />, { route: '/album/1/x' });
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Go to track' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?type=tracks&show_tracks=30');
  });

  it('"Find similar" searches tracks similar to the track', async () => {
    const user = userEvent.setup();
    const track = makeTrack({ id: 33 });
    const { router } = renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} />);
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Find similar' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?type=tracks&similar_to=33');
  });

  it('closes 750 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    const track = makeTrack();
    renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} />);
    fireEvent.click(moreOptions());
    fireEvent.pointerLeave(moreOptions().parentElement!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(749));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('adds the owner\'s extra options after the item\'s own', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const track = makeTrack();
    renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} extraItems={[{ key: 'remove', label: 'Remove from project', onSelect }]} />);
    await user.click(moreOptions());
    expect(optionLabels().at(-1)).toBe('Remove from project');
    await user.click(screen.getByRole('menuitem', { name: 'Remove from project' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });
});

describe('ItemActionsMenu: cue sheet', () => {
  beforeEach(() => resetNotify());
  afterEach(() => {
    vi.restoreAllMocks();
    resetNotify();
  });

  it('asks a visitor to log in instead of downloading', async () => {
    const user = userEvent.setup();
    const track = makeTrack();
    const { store } = renderWithProviders(<ItemActionsMenu item={trackItemRef(track)} track={track} />);
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Download Cue Sheet' }));
    expect(selectCurrentPopup(store.getState())).toMatchObject({ name: 'login' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a downloaded cue sheet closes the menu (rendered in StrictMode, as the app is)', async () => {
    const saved = captureSavedFiles();
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ItemActionsMenu item={collectionItemRef(album)} />, { sagas: [cueSheetSaga], reactStrictMode: true });
    await act(() => signedIn(store));
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Download Cue Sheet' }));
    await vi.waitFor(() => expect(saved.map((file) => file.filename)).toEqual(['4EM Album - Dark Pulse Vol. 2 (Cuesheet).csv']));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(moreOptions()).toHaveAttribute('aria-expanded', 'false');
  });

  it('a failed download is logged ("Failed to download cuesheet:" and the message), says "Error: {message}" in a toast, and the menu stays open', async () => {
    server.use(...scenarioHandlers('error:/api/music/albums/*/cuesheet/'));
    const user = userEvent.setup();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // The cue sheet saga answers the menu's download (as the app's root saga runs it).
    const { store } = renderWithProviders(<ItemActionsMenu item={collectionItemRef(album)} />, { sagas: [cueSheetSaga] });
    await act(() => signedIn(store));
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Download Cue Sheet' }));
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('Failed to download cuesheet:', expect.stringMatching(/\S/)));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Download Cue Sheet' })).not.toHaveAttribute('aria-busy');
    // Every cue sheet in the app is asked for from an item menu: its failure is shown (the cue sheet
    // rule's "Error: {message}" toast), not only logged, or nobody would know it failed.
    expect(toastStore.keys().map((key) => toastStore.get(key))).toEqual([{ message: 'Error: A server error occurred.', variant: 'error' }]);
  });
});

describe('ItemActionsMenu on collections and projects', () => {
  it('an album offers download, share, license and its cue sheet; download opens with the album', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<ItemActionsMenu item={collectionItemRef(album)} />);
    await user.click(moreOptions());
    expect(optionLabels()).toEqual(['Download', 'Share', 'License', 'Download Cue Sheet']);
    await user.click(screen.getByRole('menuitem', { name: 'Download' }));
    expect(selectCurrentPopup(store.getState())).toEqual({
      name: 'download',
      props: { item: { type: 'album', id: 12, title: 'Dark Pulse Vol. 2', web_url: '/album/12/dark-pulse-vol-2', artwork: null, disc_number: '4EM012', track_count: 14 } },
    });
  });

  it('a project is acted on by its uuid, at /project/{uuid}', async () => {
    const user = userEvent.setup();
    const project = projectItemRef({ uuid: 'b1c2', title: 'Car commercial', track_count: 3 });
    expect(project).toEqual({ type: 'project', id: 'b1c2', title: 'Car commercial', web_url: '/project/b1c2', track_count: 3 });
    const { store } = renderWithProviders(<ItemActionsMenu item={project} />);
    await user.click(moreOptions());
    await user.click(screen.getByRole('menuitem', { name: 'Share' }));
    expect(selectCurrentPopup(store.getState())).toEqual({ name: 'share', props: { item: project } });
  });
});
