import { makeStore, type MakeStoreOptions } from '@/shared/redux';
import { appSagas } from './root-saga';

/** The app's store: the shared store factory running the app's sagas (the session's reactions, the player). */
export function createAppStore(options: Pick<MakeStoreOptions, 'preloadedState'> = {}) {
  return makeStore({ ...options, sagas: appSagas });
}
