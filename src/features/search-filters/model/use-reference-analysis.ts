import { useCallback, useEffect, useRef, useState } from 'react';
import { referenceLoaded, selectReferenceTrack, type ReferenceTrack } from '@/entities/reference-track';
import { useAppDispatch, useAppSelector, useAppStore } from '@/shared/redux';
import { REFERENCE_FILE_MESSAGES, ReferenceFileError } from './reference-limits';

export type AnalysisStatus =
  | { phase: 'idle' }
  | { phase: 'analysing'; fileName: string; percent: number }
  | { phase: 'failed'; fileName: string; message: string };

let nextReferenceId = 0;

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export interface ReferenceAnalysis {
  status: AnalysisStatus;
  /** The reference loaded in this tab (the last file analysed), if any. */
  reference: ReferenceTrack | null;
  /** Analyse a file; when it succeeds it becomes the reference. A failure leaves the reference and the search as they were. */
  analyse: (file: File) => void;
  /** Stop the analysis under way (the previous reference stays). */
  cancel: () => void;
}

/**
 * The reference popup's flow: one file at a time (a new file cancels the one under way), progress
 * in whole per cent, a clear sentence when the file cannot be used. It lives as long as the popup:
 * closing the popup cancels the analysis. (Not a saga: its input is a File, which Redux actions
 * must not carry.)
 */
export function useReferenceAnalysis(): ReferenceAnalysis {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const reference = useAppSelector(selectReferenceTrack);
  const [status, setStatus] = useState<AnalysisStatus>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      running.current?.abort();
    },
    [],
  );

  const analyse = useCallback(
    (file: File) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setStatus({ phase: 'analysing', fileName: file.name, percent: 0 });
      const onProgress = (done: number) => {
        const percent = Math.floor(done * 100);
        setStatus((current) => (current.phase === 'analysing' && current.percent !== percent ? { ...current, percent } : current));
      };
      void (async () => {
        try {
          const { analyseFile } = await import('./analyse-reference-file');
          const result = await analyseFile(file, { signal: controller.signal, onProgress });
          if (controller.signal.aborted) return;
          const previous = selectReferenceTrack(store.getState());
          nextReferenceId += 1;
          dispatch(
            referenceLoaded({
              id: nextReferenceId,
              name: file.name,
              url: URL.createObjectURL(file),
              duration: result.duration,
              tempo: result.tempo,
              key: result.key,
              keyConfidence: result.keyConfidence,
              waveform: result.waveform,
            }),
          );
          // The player has let go of the previous file by now (it follows the reference as it changes).
          if (previous) URL.revokeObjectURL(previous.url);
          setStatus({ phase: 'idle' });
        } catch (error) {
          if (controller.signal.aborted || isAbort(error)) return;
          const message = error instanceof ReferenceFileError ? error.message : REFERENCE_FILE_MESSAGES['not-audio'];
          setStatus({ phase: 'failed', fileName: file.name, message });
        } finally {
          if (running.current === controller) running.current = null;
        }
      })();
    },
    [dispatch, store],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setStatus({ phase: 'idle' });
  }, []);

  return { status, reference, analyse, cancel };
}
