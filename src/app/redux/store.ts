import { sessionAcrossTabs } from '@/features/auth';
import { makeStore, type MakeStoreOptions } from '@/shared/redux';
import { appSagas } from './root-saga';

export interface AppStoreOptions extends Pick<MakeStoreOptions, 'preloadedState'> {
  /**
   * Follow the sign-ins, sign-outs and impersonations made in the app's other tabs (the browser
   * app). A test's store keeps to itself: stores of earlier tests would otherwise tell it theirs.
   */
  followOtherTabs?: boolean;
}

/** The app's store: the shared store factory running the app's sagas (the session's reactions, the player). */
export function createAppStore({ followOtherTabs = false, ...options }: AppStoreOptions = {}) {
  return makeStore({ ...options, sagas: followOtherTabs ? [...appSagas, sessionAcrossTabs] : appSagas });
}
