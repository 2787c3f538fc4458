import type { UserDto } from '@/shared/api';
import { userApi } from '../api/user-api';

/**
 * The action that makes `user` (or null) the cached answer of `GET /api/users/me/`: the server's
 * answer to login, logout, impersonation or a profile save replaces the cached user as is.
 * A plain action (not a thunk), so the cache holds the new user as soon as it is dispatched.
 */
export function currentUserAnswered(user: UserDto | null) {
  return userApi.util.upsertQueryEntries([{ endpointName: 'getMe', arg: undefined, value: user }]);
}

// Built once: each `select()` call serialises its argument and builds a new memoised selector, and
// every track row runs this on every store update (48 rows of search results, several updates a search).
const selectCurrentUserEntry = userApi.endpoints.getMe.select();

/** The cached answer of `GET /api/users/me/`: undefined before the first answer, null for a visitor. */
export const selectCurrentUserAnswer = (state: Parameters<typeof selectCurrentUserEntry>[0]) => selectCurrentUserEntry(state).data;

/** The cached current user (null for a visitor or before the first answer). */
export const selectCachedUser = (state: Parameters<typeof selectCurrentUserEntry>[0]) => selectCurrentUserAnswer(state) ?? null;
