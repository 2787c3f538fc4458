import { formatTrackCount, type Project } from '@/entities/project';
import { useDropAddsToProject } from '../../lib/use-drop-adds-to-project';

/** What an open project says when the server sent its items without their tracks. */
export function unlistedItemsMessage(count: number): string {
  if (count === 1) {
    return "The server doesn't say which track this project holds, so it can't be listed or played here. The project's menu still downloads it and its cue sheet.";
  }
  return `The server doesn't say which tracks these ${formatTrackCount(count)} are, so they can't be listed, played or reordered here. The project's menu still downloads them and their cue sheet.`;
}

/**
 * An open project whose items came without their tracks (`item` is not the spec's): it says so
 * instead of listing rows it cannot fill, lists what is being added meanwhile, and takes dropped
 * tracks and stems at its end (a drop at a position would save the whole list, which would lose
 * the items it cannot name).
 */
export function UnlistedProjectItems({ project }: { project: Project }) {
  const { dropTarget, dropState } = useDropAddsToProject(project);
  const classes = ['project-items', 'project-items--unlisted', dropState === 'over' && 'project-items--over', dropState === 'duplicate' && 'project-items--refused']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={classes}
      ref={dropTarget}
      data-testid="project-drop-zone"
    >
      {dropState === 'duplicate' ? (
        <p className="project-items__refused" role="status">
          Track already in project
        </p>
      ) : null}
      <p className="project-items__unlisted">{unlistedItemsMessage(project.unlistedCount)}</p>
      {project.items.length > 0 ? (
        <ul className="project-items__adding" aria-label={`Being added to ${project.title}`}>
          {project.items.map((item) => (
            <li key={item.key}>{item.track.full_title || item.track.title}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
