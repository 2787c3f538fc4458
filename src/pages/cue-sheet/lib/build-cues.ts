import { framesToSeconds, type EditClip, type FrameRate } from '@/entities/edit';
import type { MatchedItem } from '../model/types';

/**
 * Clips become cues: the clips of one track (its main track: the composition, so its stems stacked
 * and its versions count as one) that touch or overlap on the timeline, on any audio track,
 * make one cue; a gap between two uses makes two cues. Record-side frames, `recordOut` exclusive.
 */

export interface Cue {
  /** Stable while the cue keeps its track and start: "{main track id}@{first frame}". */
  key: string;
  /** 1-based, in timeline order. */
  number: number;
  mainId: number;
  /** What the cue sheet lists: the one item its clips use, else the main track. */
  item: MatchedItem;
  /** Every item its clips use, in order of first use. */
  items: MatchedItem[];
  recordIn: number;
  recordOut: number;
  clips: EditClip[];
}

const sameItem = (a: MatchedItem, b: MatchedItem) => a.type === b.type && a.id === b.id;

/** A cue of clips in record order (`recordOut`: where the last of them ends). */
function finish(mainId: number, clips: EditClip[], items: MatchedItem[], recordOut: number): Omit<Cue, 'number'> {
  const recordIn = clips[0].recordIn;
  const item = items.length === 1 ? items[0] : { type: 'track' as const, id: mainId, mainId };
  return { key: `${mainId}@${recordIn}`, mainId, item, items, recordIn, recordOut, clips };
}

/**
 * The cues of the clips `itemOf` matches (clips it returns null for are not music of the
 * library's and make no cue), in timeline order: by first frame, then last, then main track id.
 */
export function buildCues(clips: readonly EditClip[], itemOf: (clip: EditClip) => MatchedItem | null): Cue[] {
  const byMain = new Map<number, { clip: EditClip; item: MatchedItem }[]>();
  for (const clip of clips) {
    const item = itemOf(clip);
    if (!item) continue;
    const uses = byMain.get(item.mainId);
    if (uses) uses.push({ clip, item });
    else byMain.set(item.mainId, [{ clip, item }]);
  }
  const cues: Omit<Cue, 'number'>[] = [];
  for (const [mainId, uses] of byMain) {
    uses.sort((a, b) => a.clip.recordIn - b.clip.recordIn || a.clip.recordOut - b.clip.recordOut);
    let clipsOfCue: EditClip[] = [];
    let items: MatchedItem[] = [];
    let end = Number.NEGATIVE_INFINITY;
    for (const { clip, item } of uses) {
      // Touching (this clip starts where the cue ends) or overlapping: the same use goes on.
      if (clipsOfCue.length > 0 && clip.recordIn > end) {
        cues.push(finish(mainId, clipsOfCue, items, end));
        clipsOfCue = [];
        items = [];
        end = Number.NEGATIVE_INFINITY;
      }
      clipsOfCue.push(clip);
      if (!items.some((known) => sameItem(known, item))) items.push(item);
      end = Math.max(end, clip.recordOut);
    }
    if (clipsOfCue.length > 0) cues.push(finish(mainId, clipsOfCue, items, end));
  }
  cues.sort((a, b) => a.recordIn - b.recordIn || a.recordOut - b.recordOut || a.mainId - b.mainId);
  return cues.map((cue, index) => ({ ...cue, number: index + 1 }));
}

/** A cue's duration as cue sheets state it: whole seconds, rounded, at least 1. */
export function cueSeconds(cue: Pick<Cue, 'recordIn' | 'recordOut'>, rate: FrameRate): number {
  return Math.max(1, Math.round(framesToSeconds(cue.recordOut - cue.recordIn, rate)));
}

/** Whole seconds as a cue sheet's duration: "m:ss" (minutes past 59 stay minutes: "75:00"). */
export function formatCueDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
