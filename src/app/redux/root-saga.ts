import type { Saga } from 'redux-saga';
import { downloadSagaOnDemand } from '@/features/download-item';
import { playerSagaOnDemand } from '@/features/player';
import { cueSheetSaga } from '@/features/track-actions';

/** The long flows of the app (player queue, download check, cue sheets), each owned by its slice. */
export const appSagas: Saga[] = [playerSagaOnDemand, downloadSagaOnDemand, cueSheetSaga];
