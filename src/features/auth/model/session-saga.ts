import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeEvery } from 'redux-saga/effects';
import { currentUserAnswered, forgetImpersonation, selectCachedUser, UNAUTHORIZED_MESSAGE, userApi } from '@/entities/user';
import {
  baseApi,
  PER_USER_TAGS,
  sessionChanged,
  unauthorizedAnswer,
  type LoginRequestDto,
  type SessionChange,
  type SessionChangeOrigin,
  type UserDto,
} from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import { authApi } from '../api/auth-api';
import { readSessionHint, writeSessionHint } from '../lib/session-hint';

export const SESSION_EXPIRED_TOAST = 'session-expired';

/** Calls whose 401 is their own answer (wrong password, already signed out), never an ended session. */
const SESSION_CALLS = new Set(['login', 'logout', 'reauthenticate']);

/**
 * The per-user caches follow the session: the server's user becomes the cached current user and
 * every per-user answer is discarded (entries nobody watches are dropped, watched ones refetch
 * for the new person), so one person's data never shows to the next. Once someone has signed in,
 * the ended session's "Unauthorized. Please log in." goes: it asks for what was just done.
 * The session hint follows what this tab did (another tab's change wrote the shared cookie already):
 * signing out and an ended session remove it, an impersonation names the person now viewed. An
 * admin remembered behind an impersonation is forgotten with any change but an impersonation.
 */
function* applySessionChange({ payload, meta }: PayloadAction<SessionChange, string, { origin: SessionChangeOrigin }>): SagaIterator<void> {
  // Whoever signs in or out, or loses the session, is no admin viewing the site as someone else.
  if (payload.reason !== 'impersonate') forgetImpersonation();
  yield put(currentUserAnswered(payload.user));
  yield put(baseApi.util.invalidateTags(PER_USER_TAGS));
  if (payload.reason === 'login') notify.close(SESSION_EXPIRED_TOAST);
  if (meta.origin !== 'this tab') return;
  if (!payload.user) yield call(writeSessionHint, null);
  else if (payload.reason === 'impersonate') yield call(writeSessionHint, { personId: payload.user.id, kept: readSessionHint()?.kept ?? false });
}

/** A sign-in in this tab: the hint lasts as long as the session cookie ("Keep me logged in" or not). */
function* rememberSignIn(action: { payload: UserDto; meta: { arg: { originalArgs: LoginRequestDto } } }): SagaIterator<void> {
  yield call(writeSessionHint, { personId: action.payload.id, kept: action.meta.arg.originalArgs.staySignedIn === true });
}

/**
 * The server says someone is signed in: the hint names them (a session from before the hint
 * existed, or one whose hint was cleared, gets one that lasts the browser session).
 */
function* noteSignedIn({ payload }: PayloadAction<UserDto | null>): SagaIterator<void> {
  if (!payload) return;
  const hint = readSessionHint();
  if (hint?.personId !== payload.id) yield call(writeSessionHint, { personId: payload.id, kept: hint?.kept ?? false });
}

/**
 * A 401 to any call while someone is signed in means the session ended on the server (expired,
 * signed out elsewhere): the app becomes signed out and says so. So does a 401 while nobody is
 * signed in on screen yet (the first current-user call) when this browser's session hint says
 * someone was: their session ended while the app was closed. A visitor's 401 (no hint), and the
 * 401s of calls still in flight once the app has said so (the hint is gone), stay silent.
 */
function* endExpiredSession({ payload }: PayloadAction<{ endpoint: string }>): SagaIterator<void> {
  if (SESSION_CALLS.has(payload.endpoint)) return;
  const user = (yield select(selectCachedUser)) as UserDto | null;
  const endedFor = user?.id ?? readSessionHint()?.personId;
  if (endedFor === undefined) return;
  yield put(sessionChanged({ reason: 'expired', user: null, endedFor }));
  notify.show(UNAUTHORIZED_MESSAGE, { key: SESSION_EXPIRED_TOAST, variant: 'error' });
}

/** The session's reactions that need to dispatch (started by the app's store, see app/redux). */
export function* sessionSaga(): SagaIterator<void> {
  yield takeEvery(sessionChanged.type, applySessionChange);
  yield takeEvery(unauthorizedAnswer.type, endExpiredSession);
  yield takeEvery(authApi.endpoints.login.matchFulfilled, rememberSignIn);
  yield takeEvery(userApi.endpoints.getMe.matchFulfilled, noteSignedIn);
}
