import { createAction } from '@reduxjs/toolkit';
import type { ItemRef } from '@/shared/api';

/**
 * A cue sheet download asked for by a hook and answered by the saga. The hook's promise
 * resolvers stay here, out of Redux (actions must stay serializable): the action carries an id.
 */
export const cueSheetRequested = createAction<{ item: ItemRef; requestId: string }>('cueSheet/requested');

const pending = new Map<string, (ok: boolean) => void>();
let counter = 0;

export function registerCueSheetRequest(resolve: (ok: boolean) => void): string {
  counter += 1;
  const requestId = `cuesheet-${counter}`;
  pending.set(requestId, resolve);
  return requestId;
}

export function settleCueSheetRequest(requestId: string, ok: boolean): void {
  pending.get(requestId)?.(ok);
  pending.delete(requestId);
}
