import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ProjectEntry, useProjectList, type Project } from '@/entities/project';
import type { ProjectOrdering } from '@/shared/api';
import { EDIT_CUE_SHEET_PAGE, PROJECT_SEARCH_DEBOUNCE_MS } from '@/shared/config';
import { usePopup } from '@/shared/lib/popup';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { IconButton } from '@/shared/ui/icon-button';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDropAddsToProject } from '../../lib/use-drop-adds-to-project';
import { ProjectPlayIndicator } from './play-indicator';

export const PROJECT_SORT_OPTIONS: { value: ProjectOrdering; label: string }[] = [
  { value: '-updated_at', label: 'Most Recent' },
  { value: 'title', label: 'A to Z' },
  { value: '-title', label: 'Z to A' },
];

function DroppableProject({ project, onOpen }: { project: Project; onOpen: (project: Project) => void }) {
  const { dropTarget, dropState } = useDropAddsToProject(project);
  return (
    <li className="my-projects__entry" ref={dropTarget}>
      <ProjectEntry project={project} onOpen={onOpen} dropState={dropState} indicator={<ProjectPlayIndicator uuid={project.uuid} />} />
    </li>
  );
}

/** The project list: search (project and track titles, debounced), sort, "+" and drop targets. */
export function ProjectList({ onOpen }: { onOpen: (project: Project) => void }) {
  const [search, setSearch] = useState('');
  const [ordering, setOrdering] = useState<ProjectOrdering>('-updated_at');
  const searched = useDebouncedValue(search.trim(), PROJECT_SEARCH_DEBOUNCE_MS);
  const { projects, isLoading, isError, refetch } = useProjectList({ search: searched, ordering });
  const { open } = usePopup();

  let body;
  if (isLoading) body = <p className="my-projects__note">Loading...</p>;
  else if (isError) {
    body = (
      <div className="my-projects__error">
        <Alert>Failed to fetch projects</Alert>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  else if (!projects || projects.length === 0) {
    body = <p className="my-projects__note">{searched ? 'No projects found.' : 'Click the + to create a project!'}</p>;
  } else {
    body = (
      <ul className="my-projects__list" aria-label="Projects">
        {projects.map((project) => (
          <DroppableProject key={project.uuid} project={project} onOpen={onOpen} />
        ))}
      </ul>
    );
  }

  return (
    <div className="my-projects__browser">
      <div className="my-projects__toolbar">
        <input
          type="search"
          className="my-projects__search"
          placeholder="Search by Track or Project..."
          aria-label="Search by Track or Project"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <select
          className="my-projects__sort"
          aria-label="Sort projects"
          value={ordering}
          onChange={(event) => setOrdering(event.target.value as ProjectOrdering)}
        >
          {PROJECT_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <IconButton label="Create a project" className="my-projects__create" onClick={() => open('project_create')}>
          <span aria-hidden="true">+</span>
        </IconButton>
      </div>
      <Link className="my-projects__edit-link" to={EDIT_CUE_SHEET_PAGE.to}>
        {EDIT_CUE_SHEET_PAGE.label}
      </Link>
      {body}
    </div>
  );
}
