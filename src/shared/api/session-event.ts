import { createAction } from '@reduxjs/toolkit';
import type { UserDto } from './dto';

/** Why the person behind the session changed. */
export type SessionChangeReason = 'login' | 'logout' | 'impersonate' | 'expired';

/**
 * The one session event: signing in, signing out, impersonation and a 401 mid-session each
 * dispatch it once the server has answered. Per-user caches, the sidebar, the popups and the
 * player queue react to it (extraReducers or a saga), so no one person's data outlives them.
 * It always means another person (or nobody): signing in again as the same person (after a
 * password change) is not a session change.
 */
export const sessionChanged = createAction<{ reason: SessionChangeReason; user: UserDto | null }>('session/changed');

/**
 * The server answered 401 to some call (`endpoint` is the RTK Query endpoint that made it). The
 * base query only reports it; the session feature decides whether it ended a session.
 */
export const unauthorizedAnswer = createAction<{ endpoint: string }>('session/unauthorizedAnswer');
