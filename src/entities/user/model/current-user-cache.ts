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

/** The cached current user (null for a visitor or before the first answer). */
export const selectCachedUser = (state: Parameters<ReturnType<typeof userApi.endpoints.getMe.select>>[0]) =>
  userApi.endpoints.getMe.select()(state).data ?? null;
