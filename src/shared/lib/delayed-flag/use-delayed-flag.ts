import { useEffect, useState } from 'react';

/**
 * `on`, but only once it has held for `delayMs`; false again as soon as `on` is. For waiting
 * states that would only flicker when the wait is short (an answer in a blink needs no sign).
 */
export function useDelayedFlag(on: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setHeld(true), delayMs);
    // The next time `on` holds, the delay starts again.
    return () => {
      clearTimeout(timer);
      setHeld(false);
    };
  }, [on, delayMs]);
  return on && held;
}
