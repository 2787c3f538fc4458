import { useCallback, useEffect, useRef, useState } from 'react';
import type { ItemRef } from '@/shared/api';
import { useAppDispatch } from '@/shared/redux';
import { cueSheetRequested, registerCueSheetRequest } from './cue-sheet-requests';

export interface CueSheetDownload {
  /** Fetches the item's cue sheet and saves it; resolves true on success, false on failure. */
  download: (item: ItemRef) => Promise<boolean>;
  /** True while this hook's download is in flight (the menu option reads "Downloading..."). */
  isDownloading: boolean;
}

/** Downloads cue sheets through the cue sheet saga (toasts, file name, activity). */
export function useCueSheetDownload(): CueSheetDownload {
  const dispatch = useAppDispatch();
  const [inFlight, setInFlight] = useState(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const download = useCallback(
    (item: ItemRef) =>
      new Promise<boolean>((resolve) => {
        setInFlight((count) => count + 1);
        const requestId = registerCueSheetRequest((ok) => {
          if (mounted.current) setInFlight((count) => count - 1);
          resolve(ok);
        });
        dispatch(cueSheetRequested({ item, requestId }));
      }),
    [dispatch],
  );

  return { download, isDownloading: inFlight > 0 };
}
