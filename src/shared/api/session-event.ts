import { createAction } from '@reduxjs/toolkit';
import type { UserDto } from './contract/dto';

/** Why the person behind the session changed. */
export type SessionChangeReason = 'login' | 'logout' | 'impersonate' | 'expired';

/** Who the session now belongs to (null: nobody), and why. */
export interface SessionChange {
  reason: SessionChangeReason;
  user: UserDto | null;
  /** An expired session's person (their id): what they had open waits for them to sign in again. */
  endedFor?: number;
}

/**
 * Where the change was made: in this tab, or in another tab of the same browser (which shares
 * this tab's session cookie, so this tab follows it). What a person opened in this tab answers
 * only to their own actions here: a sign-in elsewhere does not carry on this tab's popups.
 */
export type SessionChangeOrigin = 'this tab' | 'another tab';

/**
 * The one session event: signing in, signing out, impersonation and a 401 mid-session each
 * dispatch it once the server has answered. Per-user caches, the sidebar, the popups and the
 * player queue react to it (extraReducers or a saga), so no one person's data outlives them.
 * It always means another person (or nobody): signing in again as the same person (after a
 * password change) is not a session change.
 */
export const sessionChanged = createAction(
  'session/changed',
  (change: SessionChange, origin: SessionChangeOrigin = 'this tab') => ({ payload: change, meta: { origin } }),
);

/**
 * The one rule for what a person had open (a popup, the sidebar) when their session expired: it is
 * held for them and comes back when they sign in again, here or in another tab, never for anyone
 * else. Given a session change and whom the open part is held for (if anyone), returns the person
 * to hold it for (this tab's expiry), `'resume'` (its person signed in again), or null: the caller's
 * own rule applies.
 */
export function sessionHold(change: SessionChange, origin: SessionChangeOrigin, heldFor: number | undefined): number | 'resume' | null {
  if (change.reason === 'expired' && origin === 'this tab' && change.endedFor !== undefined) return change.endedFor;
  if (change.reason === 'login' && heldFor !== undefined && heldFor === change.user?.id) return 'resume';
  return null;
}

/**
 * The server answered 401 to some call (`endpoint` is the RTK Query endpoint that made it). The
 * base query only reports it; the session feature decides whether it ended a session.
 */
export const unauthorizedAnswer = createAction<{ endpoint: string }>('session/unauthorizedAnswer');
