import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Saved!" (or another success text) stays before the form goes back to idle. */
export const SAVED_CLEAR_MS = 3000;

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; message: string }
  | { kind: 'error'; message: string };

/**
 * The save states every account form shows: idle, "Saving...", then "Saved!" (cleared after 3 s)
 * or "Error: {message}" (kept until the next save).
 */
export function useSaveStatus() {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stopTimer, []);

  const saving = useCallback(() => {
    stopTimer();
    setState({ kind: 'saving' });
  }, []);
  const saved = useCallback((message = 'Saved!') => {
    stopTimer();
    setState({ kind: 'saved', message });
    timer.current = setTimeout(() => setState({ kind: 'idle' }), SAVED_CLEAR_MS);
  }, []);
  const failed = useCallback((message: string) => {
    stopTimer();
    setState({ kind: 'error', message });
  }, []);

  return { state, saving, saved, failed };
}
