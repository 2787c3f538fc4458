import { useCallback, useEffect, useRef, useState } from 'react';
import type { ItemRef } from '@/shared/api';
import { useAppDispatch } from '@/shared/redux';
import { cueSheetRequested, registerCueSheetRequest, type CueSheetOutcome } from './cue-sheet-requests';

export interface CueSheetDownload {
  /** Fetches the item's cue sheet and saves it; resolves how it ended (a failure with its message). */
  download: (item: ItemRef) => Promise<CueSheetOutcome>;
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
      new Promise<CueSheetOutcome>((resolve) => {
        setInFlight((count) => count + 1);
        const requestId = registerCueSheetRequest((outcome) => {
          if (mounted.current) setInFlight((count) => count - 1);
          resolve(outcome);
        });
        dispatch(cueSheetRequested({ item, requestId }));
      }),
    [dispatch],
  );

  return { download, isDownloading: inFlight > 0 };
}
