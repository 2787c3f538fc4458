import type { SagaIterator } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import type { CallLimit } from '../lib/call-limit';

/** What dispatching an RTK Query `initiate` gives back (queries and infinite queries alike). */
export interface QueryHandle<T> {
  unwrap(): Promise<T>;
  unsubscribe(): void;
}

/** Subscriptions kept while the data they hold is on the page (released with the edit). */
export type HeldQueries = { unsubscribe(): void }[];

/**
 * One query through the call limit: its data, then its subscription released, or kept in `held`
 * when the page reads that data from the cache later (the tracks of the cues).
 */
export function* runQuery<T>(slots: CallLimit, initiate: unknown, held?: HeldQueries): SagaIterator<T> {
  yield take(slots);
  let handle: QueryHandle<T> | null = null;
  let kept = false;
  try {
    handle = (yield put(initiate as never)) as unknown as QueryHandle<T>;
    const data = (yield call([handle, handle.unwrap])) as T;
    if (held) {
      held.push(handle);
      kept = true;
    }
    return data;
  } finally {
    yield put(slots, true);
    if (handle && !kept) handle.unsubscribe();
  }
}

/** Releases every held subscription (a new edit, start over, another person). */
export function releaseHeld(held: HeldQueries): void {
  for (const handle of held.splice(0)) handle.unsubscribe();
}
