import { useCallback } from 'react';
import { useAddProjectItemMutation } from '@/entities/project';
import { errorMessage, type ItemType, type TrackDto } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import { ADD_FAILED, addedMessage, alreadyInProjectMessage, isAlreadyInProject } from './messages';

export interface AddToProjectInput {
  project: { uuid: string; title: string };
  item: { id: number | string; type: ItemType | 'version'; title: string };
  /** The track or stem itself: it shows in the project at once (rolled back on failure). */
  track?: TrackDto;
  /** 1-based position; -1 appends. */
  trackNumber?: number;
}

export type AddOutcome = { status: 'added'; duplicates: number } | { status: 'duplicate'; message: string } | { status: 'failed'; message: string };

/**
 * Adds an item to a project with the spec's toasts: "'{title}' added to project '{project}'!"
 * (plus the duplicate note), the "already in project" warning, or "Error adding item to project.".
 */
export function useAddToProject() {
  const [add] = useAddProjectItemMutation();
  return useCallback(
    async ({ project, item, track, trackNumber = -1 }: AddToProjectInput): Promise<AddOutcome> => {
      const type = item.type === 'version' ? 'track' : item.type;
      try {
        const result = await add({ uuid: project.uuid, body: { id: item.id, type, track_number: trackNumber }, track }).unwrap();
        const duplicates = result.duplicates?.length ?? 0;
        notify.show(addedMessage(item.title, project.title, duplicates > 0), { variant: 'success' });
        return { status: 'added', duplicates };
      } catch (error) {
        const message = errorMessage(error, '');
        if (isAlreadyInProject(message)) {
          const warning = alreadyInProjectMessage(item.title);
          notify.show(warning, { variant: 'warning' });
          return { status: 'duplicate', message: warning };
        }
        notify.show(ADD_FAILED, { variant: 'error' });
        return { status: 'failed', message: ADD_FAILED };
      }
    },
    [add],
  );
}
