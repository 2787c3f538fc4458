import { useCallback } from 'react';
import { errorMessage, fieldErrors, type ProjectDto } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import { useCreateProjectMutation } from '../api/project-api';

export type CreateProjectResult = { ok: true; project: ProjectDto } | { ok: false; error: string };

export const CREATE_PROJECT_FAILED = 'Failed to create project';

/**
 * Creates a project however the user asked for it (the create popup, a new name typed in the add
 * popup): on success the toast "Created Project '{title}'!"; a failure is logged and its message
 * (the server's title error, else its error text, else "Failed to create project") returned for
 * the popup to show.
 */
export function useCreateProject() {
  const [create, state] = useCreateProjectMutation();
  const run = useCallback(
    async (title: string): Promise<CreateProjectResult> => {
      try {
        const project = await create({ title: title.trim(), description: '' }).unwrap();
        notify.show(`Created Project '${project.title}'!`, { variant: 'success' });
        return { ok: true, project };
      } catch (error) {
        console.error(CREATE_PROJECT_FAILED, error);
        return { ok: false, error: fieldErrors(error).title ?? errorMessage(error, CREATE_PROJECT_FAILED) };
      }
    },
    [create],
  );
  return [run, state] as const;
}
