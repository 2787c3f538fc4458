import { describe, expect, it } from 'vitest';
import { sessionChanged, type UserDto } from '@/shared/api';
import { endedSessionSlice } from './ended-session-slice';

const person = (id: number) => ({ id }) as UserDto;
const reduce = endedSessionSlice.reducer;

describe('endedSession: whose session expired in this tab', () => {
  const ended = reduce(undefined, sessionChanged({ reason: 'expired', user: null, endedFor: 7 }));

  it("is the person whose session expired here, not one another tab's expiry", () => {
    expect(ended.endedFor).toBe(7);
    expect(reduce(undefined, sessionChanged({ reason: 'expired', user: null, endedFor: 7 }, 'another tab')).endedFor).toBeUndefined();
  });

  it('ends when that person or anyone else signs in, or anyone signs out', () => {
    expect(reduce(ended, sessionChanged({ reason: 'login', user: person(7) })).endedFor).toBeUndefined();
    expect(reduce(ended, sessionChanged({ reason: 'login', user: person(8) })).endedFor).toBeUndefined();
    expect(reduce(ended, sessionChanged({ reason: 'logout', user: null })).endedFor).toBeUndefined();
  });
});
