import { useCallback } from 'react';
import { useRemoveProjectItemMutation } from '@/entities/project';
import { notify } from '@/shared/lib/notify';
import { removedMessage, removeFailedMessage } from './messages';

export interface RemoveInput {
  project: { uuid: string; title?: string };
  /** The track or stem to remove: its id and type, as add and set-items name it. */
  item: { id: number; type: 'track' | 'stem'; title?: string };
}

/** Removes an item at once; the server's refusal puts it back with an error toast. */
export function useRemoveProjectItem() {
  const [remove, state] = useRemoveProjectItemMutation();
  const run = useCallback(
    async ({ project, item }: RemoveInput): Promise<{ ok: true } | { ok: false; message: string }> => {
      try {
        await remove({ uuid: project.uuid, item_id: item.id, type: item.type }).unwrap();
        notify.show(removedMessage(item.title, project.title), { variant: 'success' });
        return { ok: true };
      } catch {
        const message = removeFailedMessage(item.title, project.title);
        notify.show(message, { variant: 'error' });
        return { ok: false, message };
      }
    },
    [remove],
  );
  return [run, state] as const;
}
