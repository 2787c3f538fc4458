import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { DownloadCheckDto, ItemRef } from '@/shared/api';
import { toastStore } from '@/shared/lib/notify';
import { DownloadPopup } from './download-popup';

/**
 * Every state of the download popup, against the mock backend (signed in as a demo persona);
 * single calls are overridden where a state needs the server to say something else.
 */

const TRACK: ItemRef = { type: 'track', id: 2, title: 'Full Charge Transition', num_versions: 0, num_stems: 0 };
const TRACK_WITH_PARTS: ItemRef = { type: 'track', id: 41, title: 'Midnight Run', num_versions: 2, num_stems: 4 };
const ALBUM: ItemRef = { type: 'album', id: 3, title: 'Epic Hybrid Trailers', track_count: 10 };
const DOWNLOAD = '*/api/users/me/actions/download/';

const check = (fields: Partial<DownloadCheckDto>) =>
  http.post(DOWNLOAD, () =>
    HttpResponse.json({ limitReached: false, duplicateRequest: false, remaining_downloads: 25, requested_files: 1, message: '', ...fields }),
  );

const meta = {
  title: 'features/download-item/DownloadPopup',
  component: DownloadPopup,
  parameters: { layout: 'padded', signedInAs: 'listener@example.com' },
  args: { name: 'download', props: { item: TRACK }, close: () => {}, closeAll: () => {} },
} satisfies Meta<typeof DownloadPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const toastMessages = () => toastStore.keys().map((key) => toastStore.get(key)?.message ?? '');

/** The check is on its way. */
export const Checking: Story = {
  parameters: { msw: { handlers: [http.post(DOWNLOAD, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Checking your downloads...')).toBeVisible();
  },
};

/** "Ask every time": the downloads left, the three formats and "Don't Ask Me Again". */
export const ChooseFormat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have 25 downloads left. This download uses 1 file.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'WAV (Avid/Final Cut-friendly, 48k)' })).toBeEnabled();
  },
};

/** A saved format (mp3@example.com): no question, the download call is on its way at once. */
export const SavedFormat: Story = {
  parameters: {
    signedInAs: 'mp3@example.com',
    msw: {
      handlers: [
        http.post(DOWNLOAD, async ({ request }) => {
          const body = (await request.clone().json()) as { check_only?: boolean };
          if (!body.check_only) await delay('infinite');
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Starting your download...')).toBeVisible();
    await expect(canvas.queryByText('Choose a format:')).toBeNull();
  },
};

/** A track with versions and stems: what to include, and the file count that follows. */
export const WithVersionsAndStems: Story = {
  args: { props: { item: TRACK_WITH_PARTS, include_stems: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: /^Stems/ })).toBeChecked();
  },
};

/** No downloads left (limit@example.com). */
export const LimitReached: Story = {
  parameters: { signedInAs: 'limit@example.com' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('YOU HAVE REACHED YOUR DOWNLOAD LIMIT')).toBeVisible();
  },
};

/** Fewer downloads left than the album has files. */
export const OnlySomeLeft: Story = {
  args: { props: { item: ALBUM } },
  parameters: { msw: { handlers: [check({ limitReached: true, remaining_downloads: 3, requested_files: 10, message: 'Download limit exceeded' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('YOU ONLY HAVE 3 DOWNLOADS AVAILABLE')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

/** The same album is already being prepared (the server's 429). */
export const AlreadyRequested: Story = {
  args: { props: { item: ALBUM } },
  parameters: { msw: { handlers: [check({ duplicateRequest: true, requested_files: 10 })] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This download is currently being processed or has already been sent to your email; check spam'),
    ).toBeVisible();
  },
};

/** An album: the files are gathered and a link is e-mailed. */
export const PreparingDownload: Story = {
  args: { props: { item: ALBUM } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^MP3/ }));
    await expect(await canvas.findByText('Preparing Download')).toBeVisible();
  },
};

/** A WAV track streams slowly so the progress toast can be watched (its Cancel stops it). */
export const DownloadProgress: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/mock-media/download/:file', () => {
          const total = 400_000;
          let sent = 0;
          const body = new ReadableStream<Uint8Array>({
            async pull(controller) {
              await delay(250);
              const size = Math.min(40_000, total - sent);
              controller.enqueue(new Uint8Array(size));
              sent += size;
              if (sent >= total) controller.close();
            },
          });
          return new HttpResponse(body, { headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(total) } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^WAV/ }));
    await waitFor(() => expect(toastMessages().some((message) => /^Downloading Full Charge Transition \d+%$/.test(message))).toBe(true), {
      timeout: 5000,
    });
  },
};

/** The file came without Content-Length. */
export const ContentLengthMissing: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/mock-media/download/:file', () => {
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new Uint8Array(16));
              controller.close();
            },
          });
          return new HttpResponse(body, { headers: { 'Content-Type': 'audio/wav' } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^WAV/ }));
    await waitFor(() => expect(toastMessages()).toContain('Content length is missing'), { timeout: 5000 });
  },
};

/** The server failed: status, status text and its error text. */
export const Failure: Story = {
  parameters: {
    msw: { handlers: [http.post(DOWNLOAD, () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500, statusText: 'Internal Server Error' }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Download failed: 500 Internal Server Error A server error occurred\./)).toBeVisible();
  },
};

/** The connection dropped: what happened in words, never an internal code. */
export const ConnectionLost: Story = {
  parameters: { msw: { handlers: [http.post(DOWNLOAD, () => HttpResponse.error())] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The download stopped: check your connection and try again.')).toBeVisible();
  },
};

/** The file's link was refused (expired): its toast gives the status and the server's message. */
export const FileRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/mock-media/download/:file', () =>
          HttpResponse.json({ detail: 'This download link has expired.' }, { status: 403, statusText: 'Forbidden' }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: /^WAV/ }));
    await waitFor(() => expect(toastMessages()).toContain('Download failed: 403 Forbidden This download link has expired.'), { timeout: 5000 });
  },
};
