import { createAction } from '@reduxjs/toolkit';
import type { ItemRef } from '@/shared/api';

/**
 * A cue sheet download asked for by a hook and answered by the saga. The hook's promise
 * resolvers stay here, out of Redux (actions must stay serializable): the action carries an id.
 */
export const cueSheetRequested = createAction<{ item: ItemRef; requestId: string }>('cueSheet/requested');

/** How a cue sheet download ended: on failure, the message its error toast showed. */
export type CueSheetOutcome = { ok: true } | { ok: false; message: string };

const pending = new Map<string, (outcome: CueSheetOutcome) => void>();
let counter = 0;

export function registerCueSheetRequest(resolve: (outcome: CueSheetOutcome) => void): string {
  counter += 1;
  const requestId = `cuesheet-${counter}`;
  pending.set(requestId, resolve);
  return requestId;
}

export function settleCueSheetRequest(requestId: string, outcome: CueSheetOutcome): void {
  pending.get(requestId)?.(outcome);
  pending.delete(requestId);
}
