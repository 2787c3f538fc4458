import { baseApi, PER_USER_TAGS, type UserDto } from '@/shared/api';
import type { AppDispatch } from '@/shared/redux';
import { userApi } from '../api/user-api';

/**
 * Makes `user` (or null) the current user and discards every cached per-user answer (albums,
 * playlists, samplers and tracks filtered by PRO group, projects, activity, featured): entries
 * nobody watches are dropped, watched ones refetch for the new session. Used by login, logout,
 * impersonation and an expired session, so one person's data never shows to the next.
 */
export function switchSessionUser(dispatch: AppDispatch, user: UserDto | null): void {
  dispatch(userApi.util.upsertQueryData('getMe', undefined, user));
  dispatch(baseApi.util.invalidateTags(PER_USER_TAGS));
}

/** Replaces the cached current user without touching other caches (profile update). */
export function replaceCurrentUser(dispatch: AppDispatch, user: UserDto): void {
  dispatch(userApi.util.upsertQueryData('getMe', undefined, user));
}
