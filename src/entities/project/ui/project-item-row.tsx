import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { AppLink } from '@/shared/ui/app-link';
import type { ProjectItem } from '../model/project';
import './project-item-row.css';

export interface ProjectItemRowProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  item: ProjectItem;
  /** Play/pause control (the player's overlay, playing the project as the queue). */
  play?: ReactNode;
  /** The item's more-options menu. */
  menu?: ReactNode;
  /** Visual state while the row is being dragged or is the drop position. */
  dragState?: 'none' | 'dragging' | 'drop-before' | 'drop-after';
}

/**
 * Every project item row is this tall (title and album on one line each, cut with an ellipsis and
 * whole in the tooltip), so a long project can be windowed.
 */
export const PROJECT_ITEM_ROW_HEIGHT_PX = 56;

/** A project item: play/pause, full title, album title link, more-options menu. */
export const ProjectItemRow = forwardRef<HTMLDivElement, ProjectItemRowProps>(function ProjectItemRow(
  { item, play, menu, dragState = 'none', className, ...rest },
  ref,
) {
  const { track } = item;
  const title = track.full_title || track.display_title || track.title;
  const classes = ['project-item-row', dragState !== 'none' && `project-item-row--${dragState}`, item.pending && 'project-item-row--pending', className]
    .filter(Boolean)
    .join(' ');
  return (
    <div ref={ref} className={classes} data-item-key={item.key} {...rest}>
      <div className="project-item-row__play">{play}</div>
      <div className="project-item-row__text">
        <span className="project-item-row__title" title={title}>
          {item.type === 'stem' ? <span className="project-item-row__badge">STEM</span> : null}
          {title}
        </span>
        {track.album?.title ? (
          track.album.web_url ? (
            <AppLink className="project-item-row__album" to={track.album.web_url}>
              {track.album.title}
            </AppLink>
          ) : (
            <span className="project-item-row__album">{track.album.title}</span>
          )
        ) : null}
      </div>
      <div className="project-item-row__menu">{menu}</div>
    </div>
  );
});
