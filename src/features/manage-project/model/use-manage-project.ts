import { useCallback } from 'react';
import {
  useCreateProject,
  useDeleteProjectMutation,
  useDuplicateProjectMutation,
  useUpdateProjectMutation,
} from '@/entities/project';
import { errorMessage, fieldErrors } from '@/shared/api';
import { useSidebar } from '@/shared/lib/sidebar';

export type ActionResult = { ok: true } | { ok: false; error: string };

const failure = (error: unknown, fallback: string): ActionResult => ({
  ok: false,
  error: fieldErrors(error).title ?? errorMessage(error, fallback),
});

/** Create: toast "Created Project '{title}'!"; a failure is logged and shown in the popup. */
export function useCreateProjectAction() {
  const [create, state] = useCreateProject();
  const run = useCallback(
    async (title: string): Promise<ActionResult> => {
      const created = await create(title);
      return created.ok ? { ok: true } : created;
    },
    [create],
  );
  return [run, state] as const;
}

/** Rename: the list refreshes on success; a failure is logged and shown in the popup. */
export function useRenameProjectAction() {
  const [update, state] = useUpdateProjectMutation();
  const run = useCallback(
    async (uuid: string, title: string): Promise<ActionResult> => {
      try {
        await update({ uuid, title: title.trim() }).unwrap();
        return { ok: true };
      } catch (error) {
        console.error('Failed to update project', error);
        return failure(error, 'Failed to update project');
      }
    },
    [update],
  );
  return [run, state] as const;
}

/** Duplicate: the server's error text or "Failed to duplicate project."; clears the selected project. */
export function useDuplicateProjectAction() {
  const [duplicate, state] = useDuplicateProjectMutation();
  const { selectProject } = useSidebar();
  const run = useCallback(
    async (uuid: string, title: string): Promise<ActionResult> => {
      try {
        await duplicate({ uuid, title: title.trim() }).unwrap();
        selectProject(null);
        return { ok: true };
      } catch (error) {
        return failure(error, 'Failed to duplicate project.');
      }
    },
    [duplicate, selectProject],
  );
  return [run, state] as const;
}

/** Delete: the server's error text or "Failed to delete project."; clears the selected project. */
export function useDeleteProjectAction() {
  const [remove, state] = useDeleteProjectMutation();
  const { selectProject } = useSidebar();
  const run = useCallback(
    async (uuid: string): Promise<ActionResult> => {
      try {
        await remove(uuid).unwrap();
        selectProject(null);
        return { ok: true };
      } catch (error) {
        return failure(error, 'Failed to delete project.');
      }
    },
    [remove, selectProject],
  );
  return [run, state] as const;
}
