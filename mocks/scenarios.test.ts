import { describe, expect, it } from 'vitest';
import { parseScenarioList, scenarioToken } from './lib/server/scenarios';
import { get, login, post } from './lib/testing/client';
import { scenarioHandlers, server, setScenarios } from './node';
import { PERSONAS } from './seed/people';

describe('mock scenarios: parsing', () => {
  it('reads the ?mock= tokens and skips unknown ones', () => {
    const scenarios = parseScenarioList('slow,error:/api/music/albums/,429:/api/x/,network:/api/y/,unauthorized:/api/z/,expire-session:3,reset,bogus');
    expect(scenarios.map(scenarioToken)).toEqual([
      'slow:1500', '500:/api/music/albums/', '429:/api/x/', 'network:/api/y/', '401:/api/z/', 'expire-session:3',
    ]);
  });
});

describe('mock scenarios: faults', () => {
  it('answers 500 on the chosen path only', async () => {
    setScenarios(['error:/api/users/me/']);
    expect((await get('/api/users/me/')).status).toBe(500);
    expect((await get('/api/users/me/activity/')).status).toBe(401);
  });

  it('answers 429 with a message', async () => {
    setScenarios(['429:/api/newsletter/']);
    const response = await post('/api/newsletter/', { email: 'a@b.co' });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ message: 'Request was throttled. Please try again later.' });
  });

  it('fails the fetch itself for a network error; `*` matches any rest of the path', async () => {
    setScenarios(['network:/api/users/me/*']);
    await expect(get('/api/users/me/projects/')).rejects.toThrow();
  });

  it('answers 401 on one endpoint in the middle of a session', async () => {
    await login(PERSONAS.listener);
    setScenarios(['unauthorized:/api/users/me/projects/']);
    expect((await get('/api/users/me/')).status).toBe(200);
    const response = await get('/api/users/me/projects/');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Not authenticated' });
  });

  it('expires the session after n requests', async () => {
    await login(PERSONAS.listener);
    setScenarios(['expire-session:2']);
    expect((await get('/api/users/me/')).status).toBe(200);
    expect((await get('/api/users/me/')).status).toBe(200);
    expect((await get('/api/users/me/')).status).toBe(401);
    expect((await get('/api/users/me/')).status).toBe(401);
  });

  it('adds latency', async () => {
    setScenarios(['slow:120']);
    const started = performance.now();
    await get('/api/users/me/');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('is off again in the next test', async () => {
    expect((await get('/api/users/me/')).status).toBe(401);
  });

  it('can be prepended per test or story with scenarioHandlers()', async () => {
    server.use(...scenarioHandlers('503:/api/users/me/'));
    expect((await get('/api/users/me/')).status).toBe(503);
  });
});
