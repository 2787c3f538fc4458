import { createAction } from '@reduxjs/toolkit';
import type { ItemRef } from '@/shared/api';
import type { FileFormat } from '../api/download-api';

/** Which files of the item to download (a track's versions and stems, a collection's tracks…). */
export interface DownloadOptions {
  include_tracks: boolean;
  include_versions: boolean;
  include_stems: boolean;
}

/** What the download popup asks of the download saga (kept apart so the on-demand loader stays tiny). */
export const downloadPopupOpened = createAction<{ item: ItemRef; options: DownloadOptions }>('download/popupOpened');
export const downloadOptionsChanged = createAction<DownloadOptions>('download/optionsChanged');
export const downloadFormatChosen = createAction<{ format: FileFormat; saveAsDefault: boolean }>('download/formatChosen');
export const downloadPopupClosed = createAction('download/popupClosed');
/** The saga's own signal: a track or stem file is ready to stream from `url`. */
export const downloadFileStarted = createAction<{ url: string; filename: string; name: string }>('download/fileStarted');
