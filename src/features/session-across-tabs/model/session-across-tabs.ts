import type { PayloadAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel, type SagaIterator } from 'redux-saga';
import { call, put, select, take, takeEvery } from 'redux-saga/effects';
import { selectCachedUser } from '@/entities/user';
import { sessionChanged, type SessionChange, type SessionChangeOrigin, type UserDto } from '@/shared/api';

/** The channel every tab of the app in this browser shares (BroadcastChannel is per origin). */
export const SESSION_TABS_CHANNEL = 'cuebox:session';

/**
 * The changes a person makes on purpose. An expired session is not told: every tab finds it out
 * from the server on its next call, and tells the person there.
 */
const TOLD_REASONS = new Set<SessionChange['reason']>(['login', 'logout', 'impersonate']);

/** A message another tab sent, checked: a tab of an older or newer build may send something else. */
function asSessionChange(data: unknown): SessionChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const { reason, user } = data as { reason?: unknown; user?: unknown };
  if (typeof reason !== 'string' || !TOLD_REASONS.has(reason as SessionChange['reason'])) return null;
  const isUser = typeof user === 'object' && user !== null && typeof (user as { id?: unknown }).id === 'number';
  if (user !== null && !isUser) return null;
  return { reason: reason as SessionChange['reason'], user: user as UserDto | null };
}

function changesFromOtherTabs(channel: BroadcastChannel): EventChannel<SessionChange> {
  return eventChannel((emit) => {
    const onMessage = (event: MessageEvent) => {
      const change = asSessionChange(event.data);
      if (change) emit(change);
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  });
}

/**
 * Another tab's change, followed here, unless this tab already shows that person (or nobody,
 * for a sign-out): the same person again is not a session change. Runs for as long as the page;
 * cancelled, it closes the channel.
 */
function* followOtherTabs(channel: BroadcastChannel): SagaIterator<void> {
  const changes = (yield call(changesFromOtherTabs, channel)) as EventChannel<SessionChange>;
  try {
    for (;;) {
      const change = (yield take(changes)) as SessionChange;
      const shown = (yield select(selectCachedUser)) as UserDto | null;
      if ((shown?.id ?? null) === (change.user?.id ?? null)) continue;
      yield put(sessionChanged(change, 'another tab'));
    }
  } finally {
    changes.close();
    channel.close();
  }
}

function tellOtherTabs(
  channel: BroadcastChannel,
  { payload, meta }: PayloadAction<SessionChange, string, { origin: SessionChangeOrigin }>,
): void {
  if (meta.origin === 'this tab' && TOLD_REASONS.has(payload.reason)) channel.postMessage(payload);
}

/**
 * Tabs of the app in one browser share one session cookie, so a sign-in, sign-out or
 * impersonation in one tab is the session of all of them: each tab tells the others, which
 * follow at once (their header, sidebar, popups, player and per-user data, through the one
 * session event). Without it, the other tabs showed the previous person until their next call
 * was refused. `openChannel` gives the browser's BroadcastChannel; where there is none, nothing is told.
 */
export function* sessionAcrossTabs(
  openChannel: () => BroadcastChannel | null = () =>
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_TABS_CHANNEL),
): SagaIterator<void> {
  const channel = openChannel();
  if (!channel) return;
  yield takeEvery(sessionChanged.type, tellOtherTabs, channel);
  yield call(followOtherTabs, channel);
}
