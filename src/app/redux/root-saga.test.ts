import { describe, expect, it } from 'vitest';
import { downloadPopupOpened } from '@/features/download-item';
import { makeStore } from '@/shared/redux';
import { editFilesChosen } from '@/pages/cue-sheet';
import { appSagas, CUE_SHEET_REQUESTED, DOWNLOAD_POPUP_OPENED, EDIT_FILES_CHOSEN } from './root-saga';

describe('app sagas', () => {
  it('start the download saga with the first download popup (the app spells its action type itself)', async () => {
    expect(DOWNLOAD_POPUP_OPENED).toBe(downloadPopupOpened.type);
    expect(CUE_SHEET_REQUESTED).toBe('cueSheet/requested');
    expect(EDIT_FILES_CHOSEN).toBe(editFilesChosen.type);
    const store = makeStore({ sagas: appSagas });
    store.dispatch(downloadPopupOpened({ item: { type: 'track', id: 1, title: 'A track' }, options: { include_tracks: true, include_versions: false, include_stems: false } }));
    // The saga, once loaded, replays the opening: the popup state names the item.
    await expect.poll(() => (store.getState() as { download?: { item: { id: number } | null } }).download?.item?.id, { timeout: 5000 }).toBe(1);
  });
});
