import { describe, expect, it } from 'vitest';
import { corsHeaders, isAllowedOrigin, parseExtraOrigins } from './cors';
import { DEFAULT_PORT, parseServerOptions } from './options';

describe('mock API server: CORS', () => {
  it('allows any localhost and 127.0.0.1 port over http, with credentials, echoing the origin', () => {
    for (const origin of ['http://localhost:4173', 'http://127.0.0.1:4310', 'http://localhost']) {
      expect(corsHeaders(origin, [])).toMatchObject({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        Vary: 'Origin',
      });
    }
  });

  it('refuses other origins unless MOCK_API_CORS_ORIGINS lists them', () => {
    expect(isAllowedOrigin('https://localhost:4173', [])).toBe(false);
    expect(isAllowedOrigin('http://localhost.evil.example', [])).toBe(false);
    expect(corsHeaders('https://review.example.com', [])).toEqual({ Vary: 'Origin' });
    const extra = parseExtraOrigins(' https://review.example.com/ ,http://10.0.0.5:4173');
    expect(extra).toEqual(['https://review.example.com', 'http://10.0.0.5:4173']);
    expect(corsHeaders('https://review.example.com', extra)['Access-Control-Allow-Origin']).toBe('https://review.example.com');
  });

  it('answers a preflight with the methods and the headers asked for', () => {
    const headers = corsHeaders('http://localhost:4173', [], { requestHeaders: 'content-type,x-csrftoken' });
    expect(headers['Access-Control-Allow-Methods']).toContain('PATCH');
    expect(headers['Access-Control-Allow-Headers']).toBe('content-type,x-csrftoken');
  });
});

describe('mock API server: command line', () => {
  it('listens on 8000 by default, else PORT, else --port (which wins)', () => {
    expect(parseServerOptions([], {}).port).toBe(DEFAULT_PORT);
    expect(parseServerOptions([], { PORT: '8011' }).port).toBe(8011);
    expect(parseServerOptions(['--port', '8012'], { PORT: '8011' }).port).toBe(8012);
    expect(parseServerOptions(['--port=8013'], {}).port).toBe(8013);
  });

  it('rejects a port that is not one', () => {
    expect(() => parseServerOptions(['--port', 'abc'], {})).toThrow('Not a port number: abc');
  });
});
