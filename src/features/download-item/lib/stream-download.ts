import { eventChannel, type EventChannel } from 'redux-saga';
import { errorText } from './download-messages';

/** What reading a download file reports, in order: progress…, then one of done / failed / missing-length / cancelled. */
export type StreamEvent =
  | { type: 'progress'; received: number; total: number }
  | { type: 'done'; blob: Blob }
  /** Refused (its HTTP status and the server's message), or no answer / broken off (status null). */
  | { type: 'failed'; status: number | null; statusText: string; text: string }
  | { type: 'missing-length' }
  | { type: 'cancelled' };

/**
 * Fetches a download file (a file URL, not an /api call) and reads it chunk by chunk so progress
 * can be shown, using its Content-Length as the total. The chunks are kept until the end and
 * joined into one Blob, so the page holds about the file's size (twice at the very end).
 * Reads are capped at READ_BYTES where the body allows it (a byte stream read into our own
 * buffer), so a fast connection delivering megabytes at once still moves the toast at least
 * every few percent. Closing the channel aborts the request.
 */
const READ_BYTES = 512 * 1024;

type ChunkReader = { read: () => Promise<ReadableStreamReadResult<Uint8Array>>; cancel: () => Promise<void> };

/**
 * A reader of at most READ_BYTES per read when the body is a byte stream, the default reader
 * otherwise. The byte-stream reader reads into one reused buffer and hands out exact-size copies,
 * so a short read never pins a whole READ_BYTES buffer.
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
      return { done: false, value: result.value.slice() };
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

export function streamDownload(url: string, controller: AbortController): EventChannel<StreamEvent> {
  return eventChannel<StreamEvent>((emit) => {
    // The saga waits on the channel between events (its work per event is synchronous), and
    // stops listening after the last one.
    const finish = (event: StreamEvent) => emit(event);
    (async () => {
      try {
        const response = await fetch(url, { signal: controller.signal, credentials: 'include' });
        if (!response.ok) {
          finish({ type: 'failed', status: response.status, statusText: response.statusText, text: await refusalText(response) });
          return;
        }
        const total = Number(response.headers.get('Content-Length'));
        if (!response.body || !Number.isFinite(total) || total <= 0) {
          controller.abort();
          finish({ type: 'missing-length' });
          return;
        }
        const reader = chunkReader(response.body);
        // Not every fetch stops its body on abort: cancelling the reader always ends the loop.
        const stop = () => void reader.cancel().catch(() => undefined);
        controller.signal.addEventListener('abort', stop, { once: true });
        const chunks: Uint8Array<ArrayBuffer>[] = [];
        let received = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (controller.signal.aborted) {
            finish({ type: 'cancelled' });
            return;
          }
          if (done) break;
          chunks.push(value as Uint8Array<ArrayBuffer>);
          received += value.byteLength;
          emit({ type: 'progress', received, total });
        }
        controller.signal.removeEventListener('abort', stop);
        const blob = new Blob(chunks, { type: response.headers.get('Content-Type') ?? 'application/octet-stream' });
        chunks.length = 0;
        finish({ type: 'done', blob });
      } catch {
        if (controller.signal.aborted) finish({ type: 'cancelled' });
        // No answer, or it broke off: the connection, whatever the browser's own words for it.
        else finish({ type: 'failed', status: null, statusText: '', text: '' });
      }
    })();
    return () => controller.abort();
  });
}
