import type { ActivityItemDto, ActivityType, ItemType } from '@/shared/api/contract/dto';
import { db } from '../../db';
import type { ViewerLike } from '../../search/catalogue-index';
import { contentInfo, type ContentInfo } from '../../serializers/content';
import { compareCodeUnits, nextId, type ActivityRecord } from './records';

export const ACTIVITY_TYPES: readonly ActivityType[] = ['download', 'cuesheet', 'share'];

/** Django's `get_activity_type_display()`; the app shows "Cuesheet" as "Cuesheet Download". */
export const ACTIVITY_TYPE_DISPLAY: Record<ActivityType, string> = {
  download: 'Download',
  cuesheet: 'Cuesheet',
  share: 'Share',
};

export function serializeActivity(record: ActivityRecord): ActivityItemDto {
  return withInfo(record, contentInfo(record.content_type as ItemType, record.content_id));
}

/**
 * An activity item as the viewer may see it: null when its item is hidden from them (a
 * PRO-restricted user's activity never shows a track of their PRO, even one recorded before the
 * restriction) or gone.
 */
export function serializeActivityFor(record: ActivityRecord, viewer: ViewerLike | null): ActivityItemDto | null {
  const info = contentInfo(record.content_type as ItemType, record.content_id, viewer);
  return info ? withInfo(record, info) : null;
}

function withInfo(record: ActivityRecord, info: ContentInfo | null): ActivityItemDto {
  const type = record.content_type as ItemType;
  const numeric = Number(record.content_id);
  return {
    id: record.id,
    activity_type: record.activity_type as ActivityType,
    activity_type_display: ACTIVITY_TYPE_DISPLAY[record.activity_type as ActivityType] ?? record.activity_type,
    timestamp: record.timestamp,
    content_object: {
      id: Number.isFinite(numeric) && record.content_id !== '' ? numeric : record.content_id,
      title: info?.title ?? record.title,
      type,
    },
    artwork: info?.artwork ?? null,
    web_url: info?.web_url ?? '',
  };
}

/** The user's activity, newest first, optionally of one type. */
export function activityOf(userId: number, type: ActivityType | null): ActivityRecord[] {
  return db.activity
    .findMany({ where: { userId: { equals: userId } } })
    .filter((record) => !type || record.activity_type === type)
    .sort((a, b) => compareCodeUnits(b.timestamp, a.timestamp) || b.id - a.id);
}

/** Records an action (download, cue sheet, share) in the user's activity; for the action handlers. */
export function recordActivity(fields: {
  userId: number;
  activity_type: ActivityType;
  content_type: ItemType;
  content_id: string | number;
  title: string;
  timestamp?: string;
}): ActivityRecord {
  return db.activity.create({
    id: nextId(db.activity.getAll()),
    ...fields,
    content_id: String(fields.content_id),
    timestamp: fields.timestamp ?? new Date().toISOString(),
  });
}
