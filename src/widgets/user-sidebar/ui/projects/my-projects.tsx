import type { ReactNode } from 'react';
import { useProject, type Project } from '@/entities/project';
import { DndScope } from '@/shared/lib/dnd';
import { useSidebar } from '@/shared/lib/sidebar';
import { ProjectDetail } from './project-detail';
import { ProjectList } from './project-list';
import './my-projects.css';

export interface MyProjectsProps {
  /** uuid (or id) of the open project, or null for the list alone. */
  selected: string | null;
  onOpen: (project: Project) => void;
  /** 2 on the project page, 3 inside the sidebar (under the MY PROJECTS heading). */
  headingLevel?: 2 | 3;
  returnTo?: string;
  notFound?: ReactNode;
  className?: string;
}

/** MY PROJECTS: the open project (if any), then "ALL PROJECTS:" and the list; all of it a drop zone. */
export function MyProjects({ selected, onOpen, headingLevel = 3, returnTo, notFound, className }: MyProjectsProps) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  // What follows an open project waits until it has loaded: shown earlier, the list was pushed
  // down by the project's tracks when they came (a layout shift under the user's pointer).
  const opening = useProject(selected).isLoading;
  return (
    <DndScope>
      <div className={['my-projects', className].filter(Boolean).join(' ')}>
        {selected ? <ProjectDetail uuid={selected} headingLevel={headingLevel} returnTo={returnTo} notFound={notFound} /> : null}
        {selected && !opening ? <Heading className="my-projects__all">ALL PROJECTS:</Heading> : null}
        {opening ? null : <ProjectList onOpen={onOpen} />}
      </div>
    </DndScope>
  );
}

/** The sidebar's MY PROJECTS body: the open project is the sidebar's `selectedProject`. */
export function ProjectsArea() {
  const { selectedProject, selectProject } = useSidebar();
  return <MyProjects selected={selectedProject} onOpen={(project) => selectProject(project.uuid)} />;
}
