import type { ReactNode } from 'react';
import type { Project } from '../model/project';
import { formatTrackCount } from '../lib/format';
import './project-entry.css';

export interface ProjectEntryProps {
  project: Project;
  onOpen: (project: Project) => void;
  /** Shown after the title, e.g. the play indicator. */
  indicator?: ReactNode;
  /** Drag feedback while an item is held over the entry. */
  dropState?: 'none' | 'over' | 'duplicate';
}

/** A project in the list: its title and track count; opening it shows its items. */
export function ProjectEntry({ project, onOpen, indicator, dropState = 'none' }: ProjectEntryProps) {
  return (
    <button
      type="button"
      className={`project-entry${dropState !== 'none' ? ` project-entry--${dropState}` : ''}`}
      onClick={() => onOpen(project)}
    >
      <span className="project-entry__title">{project.title}</span>
      {indicator}
      <span className="project-entry__count">
        {dropState === 'duplicate' ? 'Track already in project' : formatTrackCount(project.trackCount)}
      </span>
    </button>
  );
}
