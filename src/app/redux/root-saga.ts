import type { Saga } from 'redux-saga';
import { sessionSaga } from '@/features/auth';
import { downloadSagaOnDemand } from '@/features/download-item';
import { playerSagaOnDemand } from '@/features/player';
import { cueSheetSaga } from '@/features/track-actions';

/**
 * The long flows of the app, each owned by its slice, started by the app's store: the session's
 * reactions (current user, per-user caches, an ended session), the player queue, the download
 * check (loaded with the first download popup) and cue sheets.
 */
export const appSagas: Saga[] = [sessionSaga, playerSagaOnDemand, downloadSagaOnDemand, cueSheetSaga];
