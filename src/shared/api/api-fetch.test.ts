import { afterEach, describe, expect, it } from 'vitest';
import { recordRequests } from '@/shared/lib/test/record-requests';
import { apiBaseUrl } from '../config/env';
import { apiFetch, holdApiCallsUntil, routeReadsAnswered } from './api-fetch';

const keywords = () => new Request(`${apiBaseUrl()}/music/keywords/categories/`);

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (error: Error) => void } {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('API calls while the demo backend starts', () => {
  // Module state shared by every test file of this worker: leave no hold behind.
  afterEach(() => holdApiCallsUntil(Promise.resolve()));

  it('waits until the backend runs, then sends the call', async () => {
    const requests = recordRequests();
    const starting = deferred();
    holdApiCallsUntil(starting.promise);

    const answer = apiFetch(keywords());
    await settle();
    expect(requests.urls).toEqual([]);

    starting.resolve();
    const response = await answer;
    requests.stop();
    expect(response.status).toBe(200);
    expect(requests.urls.map((url) => url.pathname)).toEqual(['/api/music/keywords/categories/']);
  });

  it('fails the calls, sending nothing, when the backend cannot start', async () => {
    const requests = recordRequests();
    holdApiCallsUntil(Promise.reject(new Error('The mock worker could not be registered')));

    await expect(apiFetch(keywords())).rejects.toThrow('The mock worker could not be registered');
    requests.stop();
    expect(requests.urls).toEqual([]);
  });

  it('sends calls straight away once the backend runs', async () => {
    holdApiCallsUntil(Promise.resolve());
    await settle();
    const requests = recordRequests();
    const response = await apiFetch(keywords());
    requests.stop();
    expect(response.status).toBe(200);
    expect(requests.urls).toHaveLength(1);
  });
});

describe('the reads index.html started, answered', () => {
  const reads = globalThis as { __routeReads?: Record<string, Promise<Response>> };
  afterEach(() => {
    delete reads.__routeReads;
  });

  const isSettled = async (promise: Promise<void>) => {
    let settled = false;
    void promise.then(() => (settled = true));
    await settle();
    return settled;
  };

  it('resolves at once when none were started', async () => {
    expect(await isSettled(routeReadsAnswered(10_000))).toBe(true);
  });

  it('resolves once every started read has its answer, failed ones included', async () => {
    const banner = deferred();
    const featured = deferred();
    reads.__routeReads = {
      banner: banner.promise.then(() => new Response('{}')),
      featured: featured.promise.then(() => new Response('{}')),
    };
    const answered = routeReadsAnswered(10_000);
    banner.resolve();
    expect(await isSettled(answered)).toBe(false);
    featured.reject(new Error('Failed to fetch'));
    expect(await isSettled(answered)).toBe(true);
  });

  it('stops waiting for a read that has no answer after the given time', async () => {
    reads.__routeReads = { banner: new Promise<Response>(() => {}) };
    const answered = routeReadsAnswered(40);
    expect(await isSettled(answered)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await isSettled(answered)).toBe(true);
  });
});
