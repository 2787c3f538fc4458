import { useCallback } from 'react';
import { toProjectItemDto, useSetProjectItemsMutation, type ProjectItem } from '@/entities/project';
import { notify } from '@/shared/lib/notify';
import { UPDATE_ITEMS_FAILED, UPDATE_ITEMS_FAILED_LOG } from './messages';

/**
 * Saves a project's full ordered list (`{id, type, position}` for every item) in one call: after a
 * reorder drag, a drop at a position or a keyboard move. Shown at once; a failure rolls back.
 */
export function useSaveProjectItems() {
  const [save] = useSetProjectItemsMutation();
  return useCallback(
    async (uuid: string, items: readonly ProjectItem[]): Promise<boolean> => {
      try {
        await save({ uuid, items: items.map((item, index) => ({ ...toProjectItemDto(item), position: index + 1 })) }).unwrap();
        return true;
      } catch (error) {
        console.error(UPDATE_ITEMS_FAILED_LOG, error);
        notify.show(UPDATE_ITEMS_FAILED, { variant: 'error' });
        return false;
      }
    },
    [save],
  );
}
