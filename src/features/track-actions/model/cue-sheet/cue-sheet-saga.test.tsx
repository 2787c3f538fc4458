import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS, scenarioHandlers, server, signInAs } from '@mocks/node';
import { db } from '@mocks/db';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { cueSheetFileName } from '@/entities/cue-sheet';
import type { ItemRef } from '@/shared/api';
import { resetNotify } from '@/shared/lib/notify';
import { captureSavedFiles, recordRequests, recordToasts } from '@/shared/lib/test';
import { makeStore } from '@/shared/redux';
import { cueSheetSaga } from './cue-sheet-saga';
import type { CueSheetOutcome } from './cue-sheet-requests';
import { useCueSheetDownload } from './use-cue-sheet-download';

function setup() {
  const store = makeStore({ sagas: [cueSheetSaga] });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useCueSheetDownload(), { wrapper });
}

function listenerProject(): ItemRef {
  const project = db.project.getAll().find((record) => record.ownerId === 1)!;
  return { type: 'project', id: project.uuid, title: project.title };
}

describe('cue sheet saga (useCueSheetDownload)', () => {
  beforeEach(() => resetNotify());
  afterEach(() => {
    vi.restoreAllMocks();
    resetNotify();
  });

  it('success: loading toast, the CSV saved under the cue sheet name with one row per item, "Cuesheet downloaded!"', async () => {
    signInAs(PERSONAS.listener);
    const saved = captureSavedFiles();
    const toasts = recordToasts();
    const item = listenerProject();
    const { result } = setup();
    let outcome: Promise<CueSheetOutcome> = Promise.resolve({ ok: false, message: '' });
    act(() => {
      outcome = result.current.download(item);
    });
    await waitFor(() => expect(result.current.isDownloading).toBe(true));
    await expect(outcome).resolves.toEqual({ ok: true });
    await waitFor(() => expect(result.current.isDownloading).toBe(false));
    toasts.stop();
    expect(toasts.history.map((toast) => toast.message).slice(0, 2)).toEqual(['Generating cuesheet for project...', 'Cuesheet downloaded!']);
    expect(toasts.history[1].variant).toBe('success');
    expect(saved).toHaveLength(1);
    expect(saved[0].filename).toBe(cueSheetFileName('project', item.title));
    const rows = (await saved[0].blob.text()).trim().split('\r\n');
    expect(rows).toHaveLength(1 + db.projectItem.getAll().filter((entry) => entry.projectUuid === item.id).length);
  });

  it('failure with a server message: "Error: {message}", nothing saved, resolves false', async () => {
    signInAs(PERSONAS.listener);
    const saved = captureSavedFiles();
    const toasts = recordToasts();
    const { result } = setup();
    let outcome: Promise<CueSheetOutcome> = Promise.resolve({ ok: true });
    act(() => {
      outcome = result.current.download({ type: 'track', id: 99_999_999, title: 'Gone' });
    });
    await expect(outcome).resolves.toEqual({ ok: false, message: 'Not found.' });
    toasts.stop();
    expect(toasts.history.map((toast) => toast.message)).toEqual(['Generating cuesheet for track...', 'Error: Not found.']);
    expect(toasts.history[1].variant).toBe('error');
    expect(saved).toHaveLength(0);
  });

  it('failure without a message: "Error: Failed to fetch cuesheet."', async () => {
    signInAs(PERSONAS.listener);
    server.use(...scenarioHandlers('network:/api/music/projects/*'));
    const toasts = recordToasts();
    const { result } = setup();
    let outcome: Promise<CueSheetOutcome> = Promise.resolve({ ok: true });
    act(() => {
      outcome = result.current.download(listenerProject());
    });
    await expect(outcome).resolves.toEqual({ ok: false, message: 'Failed to fetch cuesheet.' });
    toasts.stop();
    expect(toasts.history.at(-1)?.message).toBe('Error: Failed to fetch cuesheet.');
  });

  it('a 500 with an HTML body also falls back to the default message', async () => {
    signInAs(PERSONAS.listener);
    server.use(http.get('*/api/music/albums/:key/cuesheet/', () => new HttpResponse('<h1>Server Error</h1>', { status: 500 })));
    const toasts = recordToasts();
    const { result } = setup();
    await act(async () => {
      await result.current.download({ type: 'album', id: 1, title: 'Stingers & Transitions' });
    });
    toasts.stop();
    expect(toasts.history.at(-1)?.message).toBe('Error: Failed to fetch cuesheet.');
  });
});

describe('cue sheet saga: a collection given without its disc number (an activity entry)', () => {
  beforeEach(() => resetNotify());
  afterEach(() => {
    vi.restoreAllMocks();
    resetNotify();
  });

  async function download(item: ItemRef) {
    signInAs(PERSONAS.listener);
    const saved = captureSavedFiles();
    const requests = recordRequests();
    const { result } = setup();
    let ok = false;
    await act(async () => {
      ok = (await result.current.download(item)).ok;
    });
    requests.stop();
    return { ok, saved, paths: requests.urls.map((url) => url.pathname) };
  }

  it('looks the album up and asks for its cue sheet by disc number, never by id', async () => {
    const album = catalogueIndex().albumList.find((record) => record.disc_number !== String(record.id))!;
    const { ok, saved, paths } = await download({ type: 'album', id: album.id, title: album.title });
    expect(ok).toBe(true);
    expect(saved).toHaveLength(1);
    expect(paths).toEqual([`/api/music/albums/${album.id}/`, `/api/music/albums/${encodeURIComponent(album.disc_number)}/cuesheet/`]);
  });

  it('a sampler whose link names its disc number needs no lookup', async () => {
    const sampler = catalogueIndex().samplerList[0];
    const { ok, paths } = await download({ type: 'sampler', id: sampler.id, title: sampler.title, web_url: `/sampler/${sampler.disc_number}/${sampler.slug}` });
    expect(ok).toBe(true);
    expect(paths).toEqual([`/api/music/samplers/${encodeURIComponent(sampler.disc_number)}/cuesheet/`]);
  });

  it('a collection the server does not know fails with the default message and asks for no cue sheet', async () => {
    const toasts = recordToasts();
    const { ok, paths } = await download({ type: 'playlist', id: 99_999_999, title: 'Gone' });
    toasts.stop();
    expect(ok).toBe(false);
    expect(paths).toEqual(['/api/music/playlists/99999999/']);
    expect(toasts.history.at(-1)?.message).toBe('Error: Failed to fetch cuesheet.');
  });
});

describe('cue sheet file name', () => {
  it('is "4EM {Type} - {title} (Cuesheet).csv" without <>:"/\\|?* or control characters, whitespace collapsed', () => {
    expect(cueSheetFileName('album', 'Stingers & Transitions')).toBe('4EM Album - Stingers & Transitions (Cuesheet).csv');
    expect(cueSheetFileName('project', 'Ep. 1/2: "Cold Open" <v2> | final?*\\')).toBe('4EM Project - Ep. 12 Cold Open v2 final (Cuesheet).csv');
    expect(cueSheetFileName('track', 'Tab\there\nnew   line\u0007bell')).toBe('4EM Track - Tab here new linebell (Cuesheet).csv');
  });
});
