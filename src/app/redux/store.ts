import { makeStore } from '@/shared/redux';
import { appSagas } from './root-saga';

export function createAppStore() {
  return makeStore({ sagas: appSagas });
}
