import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS, server, signInAs } from '@mocks/node';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { userApi } from '@/entities/user';
import { cueSheetSaga } from '@/features/track-actions';
import type { ActivityItemDto, ItemType } from '@/shared/api';
import { resetNotify } from '@/shared/lib/notify';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { captureSavedFiles, recordRequests, renderWithProviders } from '@/shared/lib/test';
import type { AppStore } from '@/shared/redux';
import { ActivityItemActions } from './activity-item-actions';

const STEMS_PENDING_LABEL = 'Checking stems...';

function activity(type: ItemType, id: number | string, title: string, web_url: string): ActivityItemDto {
  return {
    id: 1,
    activity_type: 'download',
    activity_type_display: 'Download',
    timestamp: new Date().toISOString(),
    content_object: { id, title, type },
    artwork: null,
    web_url,
  };
}

function trackActivity(withStems: boolean): ActivityItemDto {
  const index = catalogueIndex();
  const record = index.main.find((track) => (index.stemsOf.get(track.id)?.length ?? 0) > 0 === withStems)!;
  return activity('track', record.id, record.title, `/search?type=tracks&show_tracks=${record.id}`);
}

const moreOptions = () => screen.getByRole('button', { name: /^More options for / });
const optionLabels = () => within(screen.getByRole('menu')).getAllByRole('menuitem').map((node) => node.textContent);

async function signedIn(store: AppStore) {
  signInAs(PERSONAS.listener);
  await store.dispatch(userApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
}

async function downloadCueSheet(item: ActivityItemDto) {
  const user = userEvent.setup();
  const saved = captureSavedFiles();
  const { store } = renderWithProviders(<ActivityItemActions activity={item} />, { sagas: [cueSheetSaga] });
  await act(() => signedIn(store));
  const requests = recordRequests();
  await user.click(moreOptions());
  await user.click(screen.getByRole('menuitem', { name: 'Download Cue Sheet' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  requests.stop();
  return requests.urls.map((url) => url.pathname).filter((path) => path.endsWith('/cuesheet/'));
}

describe('ActivityItemActions (a MY ACTIVITY row\'s menu)', () => {
  beforeEach(() => resetNotify());
  afterEach(() => {
    vi.restoreAllMocks();
    resetNotify();
  });

  it('an album\'s cue sheet is asked for by its disc number, not by the id the activity carries', async () => {
    const album = catalogueIndex().albumList.find((record) => record.disc_number !== String(record.id))!;
    const calls = await downloadCueSheet(activity('album', album.id, album.title, `/album/${album.id}/${album.slug}`));
    expect(calls).toEqual([`/api/music/albums/${encodeURIComponent(album.disc_number)}/cuesheet/`]);
  });

  it('a playlist\'s cue sheet is asked for by its disc number', async () => {
    const playlist = catalogueIndex().playlistList.find((record) => record.disc_number && record.disc_number !== String(record.id))!;
    const calls = await downloadCueSheet(activity('playlist', playlist.id, playlist.title, `/playlist/${playlist.id}/${playlist.slug}`));
    expect(calls).toEqual([`/api/music/playlists/${encodeURIComponent(playlist.disc_number)}/cuesheet/`]);
  });

  it('a sampler\'s cue sheet is asked for by the disc number its link names', async () => {
    const sampler = catalogueIndex().samplerList[0];
    const calls = await downloadCueSheet(activity('sampler', sampler.id, sampler.title, `/sampler/${sampler.disc_number}/${sampler.slug}`));
    expect(calls).toEqual([`/api/music/samplers/${encodeURIComponent(sampler.disc_number)}/cuesheet/`]);
  });

  it('a track with stems offers "Download Stems", which opens the download with its stems', async () => {
    const user = userEvent.setup();
    const item = trackActivity(true);
    const { store } = renderWithProviders(<ActivityItemActions activity={item} />);
    await user.click(moreOptions());
    expect(await screen.findByRole('menuitem', { name: 'Download Stems' })).toBeInTheDocument();
    expect(optionLabels()).not.toContain('Request Stems');
    await user.click(screen.getByRole('menuitem', { name: 'Download Stems' }));
    const stems = catalogueIndex().stemsOf.get(Number(item.content_object.id))!.length;
    expect(selectCurrentPopup(store.getState())).toEqual({
      name: 'download',
      props: { item: expect.objectContaining({ type: 'track', id: item.content_object.id, num_stems: stems }), include_stems: true },
    });
  });

  it('while the track\'s details load, the stem option is a disabled placeholder, never a wrong "Request Stems"', async () => {
    server.use(
      http.get('*/api/music/tracks/:id/', async () => {
        await delay(150);
        return undefined;
      }, { once: true }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ActivityItemActions activity={trackActivity(true)} />);
    await user.click(moreOptions());
    expect(screen.getByRole('menuitem', { name: STEMS_PENDING_LABEL })).toHaveAttribute('aria-disabled', 'true');
    expect(optionLabels()).not.toContain('Request Stems');
    expect(await screen.findByRole('menuitem', { name: 'Download Stems' })).toBeInTheDocument();
    expect(optionLabels()).not.toContain(STEMS_PENDING_LABEL);
  });

  it('a track without stems offers "Request Stems" once that is known', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActivityItemActions activity={trackActivity(false)} />);
    await user.click(moreOptions());
    expect(await screen.findByRole('menuitem', { name: 'Request Stems' })).toBeInTheDocument();
    expect(optionLabels()).not.toContain('Download Stems');
  });

  it('a track whose details cannot be read falls back to "Request Stems"', async () => {
    server.use(http.get('*/api/music/tracks/:id/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const user = userEvent.setup();
    renderWithProviders(<ActivityItemActions activity={trackActivity(true)} />);
    await user.click(moreOptions());
    expect(await screen.findByRole('menuitem', { name: 'Request Stems' })).toBeInTheDocument();
  });

  it('reads nothing until its menu opens', async () => {
    const requests = recordRequests();
    renderWithProviders(<ActivityItemActions activity={trackActivity(true)} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    requests.stop();
    expect(requests.urls.filter((url) => url.pathname.startsWith('/api/music/'))).toEqual([]);
  });
});
