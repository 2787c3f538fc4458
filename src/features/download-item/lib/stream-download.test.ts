import { http, HttpResponse } from 'msw';
import { END } from 'redux-saga';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { streamDownload, type StreamEvent } from './stream-download';

const FILE_URL = 'http://localhost/media/test-file.wav';

/** A file of `size` bytes answered in 256 KiB chunks, every byte its index modulo 251. */
function serveFile(size: number, { contentLength = true } = {}) {
  server.use(
    http.get(FILE_URL, () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let offset = 0; offset < size; offset += 256 * 1024) {
            const chunk = new Uint8Array(Math.min(256 * 1024, size - offset));
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

  it('says the content length is missing when the server sends none', async () => {
    serveFile(1000, { contentLength: false });
    const events = await collect(FILE_URL);
    expect(events).toEqual([{ type: 'missing-length' }]);
  });
});
