import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CONTRACT_MISMATCH_HEADER } from '../lib/contract/report';
import { contractChecked } from './contract-check';

const BANNER = 'http://localhost:8000/api/music/albums/splash_banner/';

async function answer(handler: ReturnType<typeof http.get>, url = BANNER) {
  const logged: string[] = [];
  const response = await getResponse([contractChecked([handler], (line) => logged.push(line))], new Request(url));
  return { response: response!, logged, named: (response!.headers.get(CONTRACT_MISMATCH_HEADER) ?? '').split(', ').filter(Boolean).map(decodeURIComponent) };
}

describe('npm run mock-api: every call held to the contract', () => {
  it('names an answer the contract does not allow on the answer itself, and logs it', async () => {
    const { response, logged, named } = await answer(http.get('*/api/music/albums/splash_banner/', () => HttpResponse.json({ title: 12 })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ title: 12 });
    expect(named).toEqual([expect.stringMatching(/^answer getSplashBanner 200 \/\S*: .+\[GET \/api\/music\/albums\/splash_banner\/\]$/)]);
    expect(logged).toEqual([`[contract] ${named[0]}`]);
  });

  it('names a request the contract does not allow (a parameter it does not know)', async () => {
    const { named } = await answer(http.get('*/api/music/albums/splash_banner/', () => HttpResponse.json({}, { status: 404 })), `${BANNER}?colour=red`);
    expect(named).toContainEqual(expect.stringMatching(/^request getSplashBanner 400 \/query\/colour: is not a query parameter/));
  });

  it('leaves an answer the contract allows unmarked', async () => {
    const { response, logged } = await answer(http.get('*/api/music/albums/splash_banner/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    expect(response.headers.has(CONTRACT_MISMATCH_HEADER)).toBe(false);
    expect(logged).toEqual([]);
  });
});
