import { http, HttpResponse } from 'msw';
import { END } from 'redux-saga';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { streamDownload, type StreamEvent } from './stream-download';

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

function collect(url: string): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  const channel = streamDownload(url, new AbortController());
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
  it('reports progress up to the Content-Length and joins a file larger than one slice byte for byte', async () => {
    const size = 9 * 1024 * 1024 + 123;
    serveFile(size);
    const events = await collect(FILE_URL);
    const progress = events.filter((event) => event.type === 'progress');
    expect(progress.at(-1)).toEqual({ type: 'progress', received: size, total: size });
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    const blob = (done as Extract<StreamEvent, { type: 'done' }>).blob;
    expect(blob.size).toBe(size);
    expect(blob.type).toBe('audio/wav');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const wrong = bytes.findIndex((value, index) => value !== index % 251);
    expect(wrong).toBe(-1);
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
