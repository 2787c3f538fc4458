import { eventChannel, type EventChannel } from 'redux-saga';
import type { FileSink } from '@/shared/lib/save-file';
import { errorText } from './download-messages';

/** What reading a download file reports, in order: progress…, then one of done / failed / missing-length / cancelled / not-saved. */
export type StreamEvent =
  | { type: 'progress'; received: number; total: number }
  /** The whole file is in its sink: written to the picked file, or handed to the browser's downloads. */
  | { type: 'done'; saved: FileSink['kind'] }
  /** Refused (its HTTP status and the server's message), or no answer / broken off (status null). */
  | { type: 'failed'; status: number | null; statusText: string; text: string }
  | { type: 'missing-length' }
  /** Cancelled from the toast, or the user closed the save picker. */
  | { type: 'cancelled' }
  /** The file arrived but could not be written (a full disk, a file taken away). */
  | { type: 'not-saved' };

/** Where the file goes, asked once the server has answered with it; null when the user declines to save it. */
export type OpenSink = (contentType: string) => Promise<FileSink | null>;

/**
 * Fetches a download file (a file URL, not an /api call) and reads it chunk by chunk so progress
 * can be shown, using its Content-Length as the total. Each chunk goes to the sink at once: the
 * file the user picked where the browser allows it, so the page never holds the file. The sink
 * is asked for only once the server has answered with a file, so a refused or lengthless file
 * never makes the user pick where to save it.
 * Reads are capped at READ_BYTES where the body allows it (a byte stream read into our own
 * buffer), so a fast connection delivering megabytes at once still moves the toast at least
 * every few percent. Closing the channel aborts the request.
 */
const READ_BYTES = 512 * 1024;

type ChunkReader = { read: () => Promise<ReadableStreamReadResult<Uint8Array>>; cancel: () => Promise<void> };

/**
 * A reader of at most READ_BYTES per read when the body is a byte stream, the default reader
 * otherwise. The byte-stream reader reads into one reused buffer and hands out views of it, valid
 * until the next read, so a file written to disk as it arrives allocates nothing per chunk.
 */
function chunkReader(body: ReadableStream<Uint8Array>): ChunkReader {
  let byob: ReadableStreamBYOBReader;
  try {
    byob = body.getReader({ mode: 'byob' });
  } catch {
    return body.getReader();
  }
  let buffer = new ArrayBuffer(READ_BYTES);
  return {
    read: async () => {
      const result = await byob.read(new Uint8Array(buffer));
      if (result.done || !result.value) return { done: true, value: undefined };
      buffer = result.value.buffer as ArrayBuffer;
      // No copy: the sink takes the bytes (a picked file writes them) before the next read reuses the buffer.
      return { done: false, value: result.value };
    },
    cancel: () => byob.cancel(),
  };
}

/** The server's message in a refused file's body (DRF JSON or plain text); '' for anything else, such as an HTML error page. */
async function refusalText(response: Response): Promise<string> {
  const type = response.headers.get('Content-Type') ?? '';
  const body = await response.text().catch(() => '');
  if (type.includes('json')) {
    try {
      return errorText(JSON.parse(body));
    } catch {
      return '';
    }
  }
  return type.startsWith('text/plain') ? body.trim().slice(0, 200) : '';
}

export function streamDownload(url: string, controller: AbortController, openSink: OpenSink): EventChannel<StreamEvent> {
  return eventChannel<StreamEvent>((emit) => {
    // The saga waits on the channel between events (its work per event is synchronous), and
    // stops listening after the last one.
    (async () => {
      let sink: FileSink | null = null;
      try {
        const response = await fetch(url, { signal: controller.signal, credentials: 'include' });
        if (!response.ok) {
          emit({ type: 'failed', status: response.status, statusText: response.statusText, text: await refusalText(response) });
          return;
        }
        const total = Number(response.headers.get('Content-Length'));
        if (!response.body || !Number.isFinite(total) || total <= 0) {
          controller.abort();
          emit({ type: 'missing-length' });
          return;
        }
        sink = await openSink(response.headers.get('Content-Type') ?? 'application/octet-stream');
        if (!sink || controller.signal.aborted) {
          controller.abort();
          emit({ type: 'cancelled' });
          return;
        }
        const reader = chunkReader(response.body);
        // Not every fetch stops its body on abort: cancelling the reader always ends the loop.
        const stop = () => void reader.cancel().catch(() => undefined);
        controller.signal.addEventListener('abort', stop, { once: true });
        let received = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (controller.signal.aborted) throw new DOMException('Cancelled', 'AbortError');
          if (done) break;
          received += value.byteLength;
          if (!(await written(sink, () => sink!.write(value as Uint8Array<ArrayBuffer>)))) return;
          emit({ type: 'progress', received, total });
        }
        controller.signal.removeEventListener('abort', stop);
        if (!(await written(sink, () => sink!.close()))) return;
        emit({ type: 'done', saved: sink.kind });
      } catch {
        await sink?.abort().catch(() => undefined);
        if (controller.signal.aborted) emit({ type: 'cancelled' });
        // No answer, or it broke off: the connection, whatever the browser's own words for it.
        else emit({ type: 'failed', status: null, statusText: '', text: '' });
      }
    })();

    /** Runs a write to the sink; a refused write stops the download and says the file was not saved. */
    async function written(sink: FileSink, write: () => Promise<void>): Promise<boolean> {
      try {
        await write();
        return true;
      } catch {
        await sink.abort().catch(() => undefined);
        controller.abort();
        emit({ type: 'not-saved' });
        return false;
      }
    }

    return () => controller.abort();
  });
}
