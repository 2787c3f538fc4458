import { memo, type ReactNode } from 'react';
import type { ActivityItemDto } from '@/shared/api';
import { Artwork } from '@/shared/ui/artwork';
import { activityCaption } from '../lib/activity-item';
import { relativeTime } from '../lib/relative-time';
import './activity-row.css';

export interface ActivityRowProps {
  item: ActivityItemDto;
  /** The more menu of the item (composed by the caller). */
  actions?: ReactNode;
  /** "Now" for the relative time (one clock for the whole list). */
  now: number;
}

/** One activity: artwork, title on at most 2 lines, type and label, when, and the more menu. */
export const ActivityRow = memo(function ActivityRow({ item, actions, now }: ActivityRowProps) {
  const title = item.content_object.title;
  return (
    <article className="activity-row" aria-label={title}>
      <Artwork className="activity-row__artwork" src={item.artwork} alt="" size={52} />
      <div className="activity-row__text">
        <h3 className="activity-row__title" title={title}>
          {title}
        </h3>
        <p className="activity-row__caption">{activityCaption(item)}</p>
        <p className="activity-row__time">
          <time dateTime={item.timestamp}>{relativeTime(item.timestamp, now)}</time>
        </p>
      </div>
      {actions ? <div className="activity-row__actions">{actions}</div> : null}
    </article>
  );
});
