import type { Saga } from 'redux-saga';
import { sessionSaga } from '@/features/auth';
import { playerSagaOnDemand } from '@/features/player';

/**
 * The long flows of the app, each owned by its slice, started by the app's store: the session's
 * reactions (current user, per-user caches, an ended session), the player queue.
 */
export const appSagas: Saga[] = [sessionSaga, playerSagaOnDemand];
