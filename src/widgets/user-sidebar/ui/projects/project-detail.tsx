import { Link, useLocation } from 'react-router-dom';
import { formatTrackCount, useProject } from '@/entities/project';
import { ItemActionsMenu, projectItemRef } from '@/features/track-actions';
import { usePopup } from '@/shared/lib/popup';
import { ProjectPlayIndicator } from './play-indicator';
import { ProjectItems } from './project-items';
import { UnlistedProjectItems } from './unlisted-project-items';

export interface ProjectDetailProps {
  uuid: string;
  /** Heading level of the project title (3 in the sidebar under MY PROJECTS, 2 on the page). */
  headingLevel?: 2 | 3;
  /** Where delete and duplicate lead afterwards (the project page goes back to /project). */
  returnTo?: string;
  /** Shown when the project is missing or belongs to someone else. */
  notFound?: React.ReactNode;
}

/**
 * An open project: title, "N tracks" / "Loading...", play indicator, more-options menu, the hint,
 * its items as a sortable drop zone and "Add More Tracks" (except on /search).
 */
export function ProjectDetail({ uuid, headingLevel = 3, returnTo, notFound }: ProjectDetailProps) {
  const { project, isLoading, notFound: missing, isError } = useProject(uuid);
  const { open } = usePopup();
  const { pathname } = useLocation();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  if (missing) return <>{notFound ?? <p className="my-projects__note">This project could not be found.</p>}</>;

  const menuItems = project
    ? [
        { key: 'rename', label: 'Rename', onSelect: () => void open('project_rename', { props: { uuid: project.uuid, title: project.title } }) },
        {
          key: 'duplicate',
          label: 'Duplicate',
          onSelect: () => void open('project_duplicate', { props: { uuid: project.uuid, title: project.title, ...(returnTo ? { returnTo } : {}) } }),
        },
        {
          key: 'delete',
          label: 'Delete',
          onSelect: () => void open('project_delete', { props: { uuid: project.uuid, title: project.title, ...(returnTo ? { returnTo } : {}) } }),
        },
      ]
    : [];

  return (
    <section className="project-detail" aria-label={project ? `Project ${project.title}` : 'Project'}>
      <div className="project-detail__header">
        <Heading className="project-detail__title" tabIndex={-1}>
          {project?.title ?? 'Project'}
        </Heading>
        <ProjectPlayIndicator uuid={uuid} />
        {project ? (
          // Download, cue sheet and share come from the item actions; rename, duplicate and delete are the project's own.
          <ItemActionsMenu
            item={projectItemRef({ uuid: project.uuid, title: project.title, track_count: project.trackCount })}
            extraItems={menuItems}
            label="Project options"
            className="project-detail__menu"
          />
        ) : null}
      </div>
      <p className="project-detail__count">{isLoading || !project ? (isError ? 'Network response was not ok' : 'Loading...') : formatTrackCount(project.trackCount)}</p>
      {project && project.unlistedCount > 0 ? (
        <UnlistedProjectItems project={project} />
      ) : (
        <>
          <p className="project-detail__hint">To modify track order, click &amp; drag below</p>
          {project ? <ProjectItems project={project} /> : null}
        </>
      )}
      {pathname !== '/search' && !isLoading ? (
        <Link className="project-detail__more" to="/search?type=tracks">
          Add More Tracks
        </Link>
      ) : null}
    </section>
  );
}
