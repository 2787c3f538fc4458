import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { put, select, takeEvery } from 'redux-saga/effects';
import { currentUserAnswered, forgetImpersonation, selectCachedUser, UNAUTHORIZED_MESSAGE } from '@/entities/user';
import { baseApi, PER_USER_TAGS, sessionChanged, unauthorizedAnswer, type SessionChange, type UserDto } from '@/shared/api';
import { notify } from '@/shared/lib/notify';

export const SESSION_EXPIRED_TOAST = 'session-expired';

/** Calls whose 401 is their own answer (wrong password, already signed out), never an ended session. */
const SESSION_CALLS = new Set(['login', 'logout', 'reauthenticate']);

/**
 * The per-user caches follow the session: the server's user becomes the cached current user and
 * every per-user answer is discarded (entries nobody watches are dropped, watched ones refetch
 * for the new person), so one person's data never shows to the next. Once someone has signed in,
 * the ended session's "Unauthorized. Please log in." goes: it asks for what was just done. An
 * admin remembered behind an impersonation is forgotten with any change but an impersonation.
 */
function* applySessionChange({ payload }: PayloadAction<SessionChange>): SagaIterator<void> {
  // Whoever signs in or out, or loses the session, is no admin viewing the site as someone else.
  if (payload.reason !== 'impersonate') forgetImpersonation();
  yield put(currentUserAnswered(payload.user));
  yield put(baseApi.util.invalidateTags(PER_USER_TAGS));
  if (payload.reason === 'login') notify.close(SESSION_EXPIRED_TOAST);
}

/**
 * A 401 to any call while someone is signed in means the session ended on the server (expired,
 * signed out elsewhere): the app becomes signed out and says so. A visitor's 401 (the first
 * current-user call) and the 401s of calls already in flight after that find nobody signed in
 * and stay silent.
 */
function* endExpiredSession({ payload }: PayloadAction<{ endpoint: string }>): SagaIterator<void> {
  if (SESSION_CALLS.has(payload.endpoint)) return;
  const user = (yield select(selectCachedUser)) as UserDto | null;
  if (!user) return;
  yield put(sessionChanged({ reason: 'expired', user: null, endedFor: user.id }));
  notify.show(UNAUTHORIZED_MESSAGE, { key: SESSION_EXPIRED_TOAST, variant: 'error' });
}

/** The session's reactions that need to dispatch (started by the app's store, see app/redux). */
export function* sessionSaga(): SagaIterator<void> {
  yield takeEvery(sessionChanged.type, applySessionChange);
  yield takeEvery(unauthorizedAnswer.type, endExpiredSession);
}
