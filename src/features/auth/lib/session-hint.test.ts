import { describe, expect, it } from 'vitest';
import { readSessionHint, SESSION_HINT_COOKIE, sessionHintCookie, writeSessionHint } from './session-hint';

describe('the session hint: who was signed in in this browser', () => {
  it('lasts the browser session, or a year with "Keep me logged in"; removing it expires it', () => {
    expect(sessionHintCookie({ personId: 7, kept: false }, false)).toBe(`${SESSION_HINT_COOKIE}=7; Path=/; SameSite=Lax`);
    expect(sessionHintCookie({ personId: 7, kept: true }, false)).toBe(`${SESSION_HINT_COOKIE}=7.kept; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(sessionHintCookie(null, false)).toBe(`${SESSION_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`);
    expect(sessionHintCookie({ personId: 7, kept: false }, true)).toMatch(/; Secure$/);
  });

  it('reads back what was written, and nothing from a value it did not write', () => {
    expect(readSessionHint()).toBeNull();
    writeSessionHint({ personId: 12, kept: true });
    expect(readSessionHint()).toEqual({ personId: 12, kept: true });
    writeSessionHint({ personId: 3, kept: false });
    expect(readSessionHint()).toEqual({ personId: 3, kept: false });
    writeSessionHint(null);
    expect(readSessionHint()).toBeNull();
    document.cookie = `${SESSION_HINT_COOKIE}=admin; Path=/`;
    expect(readSessionHint()).toBeNull();
  });
});
