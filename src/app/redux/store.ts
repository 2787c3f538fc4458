import { setupListeners } from '@reduxjs/toolkit/query';
import { makeStore, type MakeStoreOptions } from '@/shared/redux';
import { appSagas, sessionAcrossTabsAfterFirstPaint } from './root-saga';

export interface AppStoreOptions extends Pick<MakeStoreOptions, 'preloadedState'> {
  /**
   * Follow what was done elsewhere (the browser app): the sign-ins, sign-outs and impersonations
   * made in the app's other tabs; the queries that ask for it (a person's projects) once this tab
   * is shown again, and every query on screen once the browser is back online. A test's store
   * keeps to itself: stores of earlier tests would otherwise tell it their changes, and window
   * events would refetch their queries.
   */
  followOtherTabs?: boolean;
}

/** The app's store: the shared store factory running the app's sagas (the session's reactions, the player). */
export function createAppStore({ followOtherTabs = false, ...options }: AppStoreOptions = {}) {
  const store = makeStore({ ...options, sagas: followOtherTabs ? [...appSagas, sessionAcrossTabsAfterFirstPaint] : appSagas });
  if (followOtherTabs) setupListeners(store.dispatch);
  return store;
}
