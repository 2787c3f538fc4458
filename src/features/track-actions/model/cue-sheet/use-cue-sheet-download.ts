import type { ItemRef } from '@/shared/api';

export interface CueSheetDownload {
  /** Fetches the item's cue sheet and saves it; resolves true on success, false on failure. */
  download: (item: ItemRef) => Promise<boolean>;
  /** True while this hook's download is in flight (the menu option reads "Downloading..."). */
  isDownloading: boolean;
}

/** INTERIM stand-in until the cue sheet saga lands: keeps the hook's contract. */
export function useCueSheetDownload(): CueSheetDownload {
  return { download: async () => false, isDownloading: false };
}
