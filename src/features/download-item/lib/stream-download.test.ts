import { http, HttpResponse } from 'msw';
import { END } from 'redux-saga';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import type { FileSink } from '@/shared/lib/save-file';
import { streamDownload, type OpenSink, type StreamEvent } from './stream-download';

const FILE_URL = 'http://localhost/media/test-file.wav';

/** A file of `size` bytes answered in `chunk`-sized pieces, every byte its index modulo 251. */
function serveFile(size: number, { contentLength = true, chunk: chunkBytes = 256 * 1024 } = {}) {
  server.use(
    http.get(FILE_URL, () => {
      // A byte stream, as a browser's fetch body is.
      const body = new ReadableStream({
        type: 'bytes',
        start(controller) {
          for (let offset = 0; offset < size; offset += chunkBytes) {
            const chunk = new Uint8Array(Math.min(chunkBytes, size - offset));
            for (let i = 0; i < chunk.length; i += 1) chunk[i] = (offset + i) % 251;
            controller.enqueue(chunk);
          }
          controller.close();
        },
      });
      const headers: Record<string, string> = { 'Content-Type': 'audio/wav' };
      if (contentLength) headers['Content-Length'] = String(size);
      return new HttpResponse(body, { headers });
    }),
  );
}

const isEnd = (event: StreamEvent | END): event is END => event === END;

/** A picked file: what was written to it, whether it was completed or dropped, and its type. */
function pickedFile({ failWriteAt = Infinity } = {}) {
  const file = { chunks: [] as Uint8Array[], contentType: '', asked: 0, closed: false, aborted: false };
  const open: OpenSink = async (contentType) => {
    file.asked += 1;
    file.contentType = contentType;
    const sink: FileSink = {
      kind: 'disk',
      write: async (chunk) => {
        if (file.chunks.length >= failWriteAt) throw new DOMException('The disk is full.', 'QuotaExceededError');
        file.chunks.push(chunk.slice());
      },
      close: async () => void (file.closed = true),
      abort: async () => void (file.aborted = true),
    };
    return sink;
  };
  const bytes = () => {
    const all = new Uint8Array(file.chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
    file.chunks.reduce((offset, chunk) => (all.set(chunk, offset), offset + chunk.byteLength), 0);
    return all;
  };
  return { file, open, bytes };
}

function collect(url: string, openSink: OpenSink = pickedFile().open): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const channel = streamDownload(url, new AbortController(), openSink);
  return new Promise((resolve) => {
    const next = () =>
      channel.take((event) => {
        if (isEnd(event)) return resolve(events);
        events.push(event);
        if (event.type === 'progress') next();
        else {
          channel.close();
          resolve(events);
        }
      });
    next();
  });
}

describe('streamDownload', () => {
  it('reports progress up to the Content-Length and writes a file larger than one slice byte for byte to its sink', async () => {
    const size = 9 * 1024 * 1024 + 123;
    serveFile(size);
    const picked = pickedFile();
    const events = await collect(FILE_URL, picked.open);
    const progress = events.filter((event) => event.type === 'progress');
    expect(progress.at(-1)).toEqual({ type: 'progress', received: size, total: size });
    expect(events.at(-1)).toEqual({ type: 'done', saved: 'disk' });
    expect(picked.file).toMatchObject({ contentType: 'audio/wav', closed: true, aborted: false });
    const bytes = picked.bytes();
    expect(bytes.length).toBe(size);
    const wrong = bytes.findIndex((value, index) => value !== index % 251);
    expect(wrong).toBe(-1);
  });

  it('cancels without reading the file when the user closes the save picker', async () => {
    serveFile(1024 * 1024);
    const events = await collect(FILE_URL, async () => null);
    expect(events).toEqual([{ type: 'cancelled' }]);
  });

  it('stops and says the file was not saved when writing it fails; what was written is dropped', async () => {
    serveFile(4 * 1024 * 1024);
    const picked = pickedFile({ failWriteAt: 2 });
    const events = await collect(FILE_URL, picked.open);
    expect(events.filter((event) => event.type === 'progress')).toHaveLength(2);
    expect(events.at(-1)).toEqual({ type: 'not-saved' });
    expect(picked.file).toMatchObject({ closed: false, aborted: true });
  });

  it('asks where to save only for a file the server sends: a refused file never opens the picker', async () => {
    server.use(http.get(FILE_URL, () => HttpResponse.json({ detail: 'This download link has expired.' }, { status: 403, statusText: 'Forbidden' })));
    const picked = pickedFile();
    const events = await collect(FILE_URL, picked.open);
    expect(events).toEqual([{ type: 'failed', status: 403, statusText: 'Forbidden', text: 'This download link has expired.' }]);
    expect(picked.file.asked).toBe(0);
  });

  it('moves the progress at least every 10% even when the connection delivers the whole file at once', async () => {
    const size = 8 * 1024 * 1024;
    serveFile(size, { chunk: size });
    const events = await collect(FILE_URL);
    const percents = events.flatMap((event) => (event.type === 'progress' ? [(event.received / event.total) * 100] : []));
    const steps = percents.map((percent, index) => percent - (percents[index - 1] ?? 0));
    expect(Math.max(...steps)).toBeLessThanOrEqual(10);
    expect(events.at(-1)?.type).toBe('done');
  });

  it('says the content length is missing when the server sends none', async () => {
    serveFile(1000, { contentLength: false });
    const events = await collect(FILE_URL);
    expect(events).toEqual([{ type: 'missing-length' }]);
  });
});
