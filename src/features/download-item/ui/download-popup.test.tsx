import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS, scenarioHandlers, server, signInAs } from '@mocks/node';
import { db } from '@mocks/db';
import { deliveredFileName } from '@mocks/lib/domain/downloads';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { userApi } from '@/entities/user';
import type { ItemRef } from '@/shared/api';
import { resetNotify, toastStore } from '@/shared/lib/notify';
import { openPopup, selectCurrentPopup } from '@/shared/lib/popup';
import { makeStore } from '@/shared/redux';
import { captureSavedFiles, installSavePicker, recordToasts, renderWithProviders } from '@/shared/lib/test';
import { downloadSaga } from '../model/download-saga';
import { DownloadPopup } from './download-popup';

function track(predicate: (id: number) => boolean = () => true, maxDuration = 12, minDuration = 0): ItemRef {
  const index = catalogueIndex();
  const record = index.main.find((t) => !t.audio_broken && t.duration <= maxDuration && t.duration >= minDuration && predicate(t.id))!;
  return {
    type: 'track',
    id: record.id,
    title: record.title,
    num_versions: index.versionsOf.get(record.id)?.length ?? 0,
    num_stems: index.stemsOf.get(record.id)?.length ?? 0,
  };
}

const plainTrack = () => track((id) => !catalogueIndex().versionsOf.get(id)?.length && !catalogueIndex().stemsOf.get(id)?.length);

function album(minTracks = 5): ItemRef {
  const index = catalogueIndex();
  const record = index.albumList.find((a) => (index.albumPositions.get(a.id)?.length ?? 0) >= minTracks)!;
  return { type: 'album', id: record.id, title: record.title, disc_number: record.disc_number as unknown as number, track_count: index.albumPositions.get(record.id)!.length };
}

async function openDownload(persona: string, item: ItemRef, props: Record<string, unknown> = {}) {
  signInAs(persona);
  const store = makeStore({ sagas: [downloadSaga] });
  await store.dispatch(userApi.endpoints.getMe.initiate());
  const close = vi.fn();
  const view = renderWithProviders(<DownloadPopup name="download" props={{ item, ...props }} close={close} closeAll={close} />, { store });
  return { ...view, close };
}

const lastRequest = () => db.downloadRequest.getAll().at(-1);

/**
 * Waits until the file download a test started has been saved: a download still streaming when
 * its test ends would update its toast and save its file during the next test.
 */
async function downloadSaved(saved: unknown[]) {
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
  await waitFor(() => expect(toastStore.keys().map((key) => toastStore.get(key)?.message)).toEqual([expect.stringMatching(/^Download complete! /)]));
}

/**
 * Holds the download call itself (not its check) until the returned function is called; the mock
 * then answers it as usual.
 */
function holdDownloadCall(): () => void {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.post('*/api/users/me/actions/download/', async ({ request }) => {
      const body = (await request.clone().json()) as { check_only?: boolean };
      if (!body.check_only) await answered;
    }),
  );
  return answer;
}

describe('download popup (download saga)', () => {

  beforeEach(() => resetNotify());
  afterEach(() => {
    vi.restoreAllMocks();
    resetNotify();
  });

  it('limit 0: "YOU HAVE REACHED YOUR DOWNLOAD LIMIT", nothing offered, nothing spent', async () => {
    await openDownload(PERSONAS.limit, plainTrack());
    // The first opening loads the saga's code.
    expect(await screen.findByText('YOU HAVE REACHED YOUR DOWNLOAD LIMIT', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /WAV/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/This type has/)).not.toBeInTheDocument();
    expect(db.downloadRequest.getAll().filter((r) => r.userId === 4)).toHaveLength(0);
  });

  it('limit n with many files: "YOU ONLY HAVE n DOWNLOADS AVAILABLE", "This type has n files" and a Contact us link', async () => {
    db.user.update({ where: { id: { equals: 1 } }, data: { downloads_remaining: 3 } });
    const item = album(5);
    await openDownload(PERSONAS.listener, item);
    expect(await screen.findByText('YOU ONLY HAVE 3 DOWNLOADS AVAILABLE')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`This type has ${item.track_count} files`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('ask: shows the downloads left and the formats; WAV streams with progress toasts in order and saves the file', async () => {
    const saved = captureSavedFiles();
    const toasts = recordToasts();
    const item = plainTrack();
    await openDownload(PERSONAS.listener, item);
    expect(await screen.findByText('You have 25 downloads left. This download uses 1 file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'WAV (Avid/Final Cut-friendly, 48k)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'AIF/AIFF (44.1k)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'MP3 (320kbps)' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: "Don't Ask Me Again" })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: /^WAV/ }));
    await waitFor(() => expect(saved).toHaveLength(1), { timeout: 10_000 });
    toasts.stop();
    const messages = toasts.history.map((toast) => toast.message);
    expect(messages[0]).toBe(`Starting download for ${item.title}`);
    expect(messages.at(-1)).toBe(`Download complete! ${item.title}`);
    const percents = messages.slice(1, -1).map((message) => Number(new RegExp(`^Downloading ${item.title} (\\d+)%$`).exec(message)?.[1]));
    expect(percents.length).toBeGreaterThan(0);
    expect(percents.every((p, i) => Number.isInteger(p) && (i === 0 || p > percents[i - 1]))).toBe(true);
    // The server names the file (its download_filename: the track code, then the title).
    expect(saved[0].filename).toBe(deliveredFileName({ kind: 'track', id: Number(item.id) }, item.title, 'wav'));
    const header = new DataView(await saved[0].blob.slice(0, 44).arrayBuffer());
    expect(header.getUint32(24, true)).toBe(48_000);
    expect(lastRequest()).toMatchObject({ userId: 1, format: 'WAV', status: 'complete' });
  });

  it('where the browser has a save picker, WAV is written to the file the user picks, as it arrives', async () => {
    const saved = captureSavedFiles();
    const picker = installSavePicker();
    try {
      const item = plainTrack();
      await openDownload(PERSONAS.listener, item);
      await userEvent.click(await screen.findByRole('button', { name: /^WAV/ }));
      await waitFor(() => expect(toastStore.keys().map((key) => toastStore.get(key)?.message)).toEqual([`Download complete! ${item.title}`]), { timeout: 10_000 });
      expect(picker.picked.map((file) => file.suggestedName)).toEqual([deliveredFileName({ kind: 'track', id: Number(item.id) }, item.title, 'wav')]);
      const file = picker.picked[0].blob!;
      const header = new DataView(await file.slice(0, 44).arrayBuffer());
      expect(new TextDecoder().decode(await file.slice(0, 4).arrayBuffer())).toBe('RIFF');
      expect(header.getUint32(24, true)).toBe(48_000);
      expect(header.getUint32(40, true)).toBe(file.size - 44);
      expect(saved).toHaveLength(0);
    } finally {
      picker.remove();
    }
  });

  it('closing the save picker cancels the download: "Download cancelled", nothing saved', async () => {
    const saved = captureSavedFiles();
    const picker = installSavePicker({ dismiss: true });
    try {
      const item = plainTrack();
      await openDownload(PERSONAS.listener, item);
      await userEvent.click(await screen.findByRole('button', { name: /^WAV/ }));
      await waitFor(() => expect(toastStore.keys().map((key) => toastStore.get(key)?.message)).toEqual([`Download cancelled: ${item.title}`]), { timeout: 10_000 });
      expect(saved).toHaveLength(0);
    } finally {
      picker.remove();
    }
  });

  it('sends the format values as the API spells them: the check WAV, the download the format chosen (MP3)', async () => {
    const saved = captureSavedFiles();
    const bodies: Record<string, unknown>[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === '/api/users/me/actions/download/') void request.clone().json().then((body) => bodies.push(body));
    };
    server.events.on('request:start', onRequest);
    try {
      await openDownload(PERSONAS.listener, plainTrack());
      await userEvent.click(await screen.findByRole('button', { name: /^MP3/ }));
      await downloadSaved(saved);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
    expect(bodies).toEqual([
      expect.objectContaining({ format: 'WAV', check_only: true }),
      expect.objectContaining({ format: 'MP3', set_default_format: false }),
    ]);
    expect(saved[0].filename).toMatch(/\.mp3$/);
  });

  // Found by the contract fuzz (seed 3128): the check's 200 may be either shape the contract allows.
  it('a check answered without its counts offers the formats without the allowance line, never "undefined downloads"', async () => {
    server.use(http.post('*/api/users/me/actions/download/', () => HttpResponse.json({ download_url: null, download_filename: null })));
    await openDownload(PERSONAS.listener, plainTrack());
    expect(await screen.findByRole('button', { name: /^WAV/ })).toBeEnabled();
    expect(screen.queryByText(/You have .* left/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/undefined|NaN/);
  });

  it('"Don\'t Ask Me Again" saves the chosen format as the default, through the current-user cache', async () => {
    const saved = captureSavedFiles();
    const { store } = await openDownload(PERSONAS.listener, plainTrack());
    await userEvent.click(await screen.findByRole('checkbox', { name: "Don't Ask Me Again" }));
    await userEvent.click(screen.getByRole('button', { name: /^AIF/ }));
    await waitFor(() => expect(userApi.endpoints.getMe.select()(store.getState()).data?.preferred_download_format).toBe('AIF'));
    expect(userApi.endpoints.getMe.select()(store.getState()).data?.downloads_remaining).toBe(24);
    await downloadSaved(saved);
  });

  it('closed while its download was requested, it leaves alone the popup the user opened meanwhile', async () => {
    const saved = captureSavedFiles();
    // Holds the download itself (not its check) until the other popup is open.
    const answer = holdDownloadCall();
    const item = plainTrack();
    const { store, unmount } = await openDownload(PERSONAS.listener, item);
    store.dispatch(openPopup({ name: 'download', props: { item } }));
    await userEvent.click(await screen.findByRole('button', { name: /^WAV/ }));
    unmount();
    store.dispatch(openPopup({ name: 'share', props: { item } }));
    answer();
    await waitFor(() => expect(toastStore.keys().length).toBeGreaterThan(0));
    expect(selectCurrentPopup(store.getState())?.name).toBe('share');
    await downloadSaved(saved);
  });

  it('preferred format: the download starts at once in that format, and the progress toast can cancel it', async () => {
    const saved = captureSavedFiles();
    // Holds the download call so the popup is seen while it is on its way: no format is offered then either.
    const answer = holdDownloadCall();
    const item = track(() => true, 240, 150);
    await openDownload(PERSONAS.mp3, item);
    expect(await screen.findByText('Starting your download...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^WAV/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Choose a format:')).not.toBeInTheDocument();
    answer();
    await waitFor(() => expect(lastRequest()).toMatchObject({ userId: 5, format: 'MP3', itemId: String(item.id) }));
    await waitFor(() => expect(toastStore.keys()).toHaveLength(1));
    const [key] = toastStore.keys();
    expect(toastStore.get(key)?.message).toMatch(new RegExp(`^(Starting download for|Downloading) ${item.title}`));
    toastStore.get(key)!.action!.run();
    await waitFor(() => expect(toastStore.get(key)?.message).toBe(`Download cancelled: ${item.title}`));
    expect(saved).toHaveLength(0);
  });

  it('bulk: an album shows "Preparing Download"; asking again while it is prepared shows the 429 notice', async () => {
    const item = album(3);
    const first = await openDownload(PERSONAS.listener, item);
    await userEvent.click(await screen.findByRole('button', { name: /^MP3/ }));
    expect(await screen.findByText('Preparing Download')).toBeInTheDocument();
    first.unmount();
    await openDownload(PERSONAS.listener, item);
    expect(
      await screen.findByText('This download is currently being processed or has already been sent to your email; check spam'),
    ).toBeInTheDocument();
  });

  it('a 429 answer to the download itself shows the same notice', async () => {
    await openDownload(PERSONAS.listener, plainTrack());
    await screen.findByRole('button', { name: /^WAV/ });
    server.use(http.post('*/api/users/me/actions/download/', () => HttpResponse.json({ message: 'Request was throttled.' }, { status: 429 })));
    await userEvent.click(screen.getByRole('button', { name: /^WAV/ }));
    expect(
      await screen.findByText('This download is currently being processed or has already been sent to your email; check spam'),
    ).toBeInTheDocument();
  });

  it('"Content length is missing" when the file comes without Content-Length; nothing is saved', async () => {
    const saved = captureSavedFiles();
    server.use(
      http.get('*/mock-media/download/:file', () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array([82, 73, 70, 70]));
            controller.close();
          },
        });
        return new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'audio/wav' } });
      }),
    );
    await openDownload(PERSONAS.listener, plainTrack());
    await userEvent.click(await screen.findByRole('button', { name: /^WAV/ }));
    await waitFor(() => expect(toastStore.keys().map((key) => toastStore.get(key)?.message)).toContain('Content length is missing'));
    expect(saved).toHaveLength(0);
  });

  it('failure: shows status, status text and the error text', async () => {
    server.use(...scenarioHandlers('error:/api/users/me/actions/download/'));
    await openDownload(PERSONAS.listener, plainTrack());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Download failed: 500 Internal Server Error A server error occurred\./)).toBeInTheDocument();
  });

  it('a network failure of the check says what happened in words, never an internal code', async () => {
    server.use(...scenarioHandlers('network:/api/users/me/actions/download/'));
    await openDownload(PERSONAS.listener, plainTrack());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The download stopped: check your connection and try again\.$/);
  });

  it('a file that stops on the network says "The download stopped: check your connection and try again."; nothing is saved', async () => {
    const saved = captureSavedFiles();
    server.use(http.get('*/mock-media/download/:file', () => HttpResponse.error()));
    await openDownload(PERSONAS.listener, plainTrack());
    await userEvent.click(await screen.findByRole('button', { name: /^WAV/ }));
    await waitFor(() => expect(toastStore.keys().map((key) => toastStore.get(key)?.message)).toEqual(['The download stopped: check your connection and try again.']));
    expect(saved).toHaveLength(0);
  });

  it("a file the server refuses says its status and the server's message, not its raw body", async () => {
    const saved = captureSavedFiles();
    server.use(http.get('*/mock-media/download/:file', () => HttpResponse.json({ detail: 'This download link has expired.' }, { status: 403, statusText: 'Forbidden' })));
    await openDownload(PERSONAS.listener, plainTrack());
    await userEvent.click(await screen.findByRole('button', { name: /^WAV/ }));
    await waitFor(() => expect(toastStore.keys().map((key) => toastStore.get(key)?.message)).toEqual(['Download failed: 403 Forbidden This download link has expired.']));
    expect(saved).toHaveLength(0);
  });

  it('offers versions and stems for a track that has them, and counts them in the check', async () => {
    const item = track((id) => (catalogueIndex().versionsOf.get(id)?.length ?? 0) > 0 && (catalogueIndex().stemsOf.get(id)?.length ?? 0) > 0, 600);
    await openDownload(PERSONAS.listener, item, { include_stems: true });
    expect(await screen.findByRole('checkbox', { name: `Stems (${item.num_stems})` })).toBeChecked();
    expect(screen.getByText(`You have 25 downloads left. This download uses ${1 + item.num_stems!} files.`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: `Versions (${item.num_versions})` }));
    expect(
      await screen.findByText(`You have 25 downloads left. This download uses ${1 + item.num_stems! + item.num_versions!} files.`),
    ).toBeInTheDocument();
  });
});
