import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, takeContractMismatches } from '@mocks/node';

/*
 * Test files share one module graph (`isolate: false`), so what one test does to the mock
 * server's life-cycle events reaches every test after it in the worker. These run in order.
 */
describe('the contract watch outlives what a test does to the server events', () => {
  it('a test clears every server listener, its own and the watch’s', () => {
    // eslint-disable-next-line no-restricted-syntax -- the very thing this proves harmless to the next test
    server.events.removeAllListeners();
  });

  it('the next test’s answers are still held to the contract', async () => {
    server.use(http.get('*/api/users/me/', () => HttpResponse.json({ not: 'a user' })));
    await fetch(`${location.origin}/api/users/me/`);
    expect(await takeContractMismatches()).toEqual([expect.objectContaining({ side: 'answer', operationId: expect.any(String) })]);
  });

  const heardByALeftListener: string[] = [];
  it('a test leaves a listener behind', () => {
    server.events.on('request:start', ({ request }) => heardByALeftListener.push(request.url));
  });

  it('the next test’s requests are not heard by it', async () => {
    await fetch(`${location.origin}/api/music/albums/`);
    expect(heardByALeftListener).toEqual([]);
  });
});
