import { useCallback, useState } from 'react';
import { pendingItem, sameOrder, toItemData, useCreateProjectMutation, useSetProjectItemsMutation } from '@/entities/project';
import { errorMessage, fieldErrors, type ProjectDto } from '@/shared/api';
import { notify } from '@/shared/lib/notify';
import type { CueView } from './cue-list';

export const SAVE_PROJECT_FAILED = 'Failed to create project';

export type SaveAsProjectState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; project: Pick<ProjectDto, 'uuid' | 'title'> }
  | { status: 'failed'; message: string };

/**
 * SAVE AS PROJECT: the matched tracks, in timeline order (each once), as a new project named after
 * the production. The project is created with its items; should a server create it without them
 * (or in another order), they are set in order with the set-items call.
 */
export function useSaveAsProject() {
  const [create] = useCreateProjectMutation();
  const [setItems] = useSetProjectItemsMutation();
  const [state, setState] = useState<SaveAsProjectState>({ status: 'idle' });

  const save = useCallback(
    async (title: string, cues: readonly CueView[]) => {
      const seen = new Set<string>();
      const items = [];
      for (const cue of cues) {
        const key = `${cue.item.type}-${cue.item.id}`;
        if (!cue.track || seen.has(key)) continue;
        seen.add(key);
        items.push(pendingItem(cue.track, cue.item.type));
      }
      setState({ status: 'saving' });
      let project: ProjectDto;
      try {
        project = await create({ title: title.trim(), description: '', item_data: toItemData(items) }).unwrap();
      } catch (error) {
        console.error(SAVE_PROJECT_FAILED, error);
        setState({ status: 'failed', message: fieldErrors(error).title ?? errorMessage(error, SAVE_PROJECT_FAILED) });
        return;
      }
      notify.show(`Created Project '${project.title}'!`, { variant: 'success' });
      try {
        if (!sameOrder(project.items, items)) await setItems({ uuid: project.uuid, items }).unwrap();
        setState({ status: 'saved', project: { uuid: project.uuid, title: project.title } });
      } catch (error) {
        const reason = errorMessage(error, 'Failed to update project items');
        setState({ status: 'failed', message: `The project '${project.title}' was created, but its tracks could not be put in it: ${reason}` });
      }
    },
    [create, setItems],
  );
  return { save, state };
}
