import { useCallback } from 'react';
import { projectApi } from '@/entities/project';
import { selectCurrentUserAnswer, userApi } from '@/entities/user';
import type { ItemRef, TrackDto } from '@/shared/api';
import { openPopup } from '@/shared/lib/popup';
import { useAppDispatch, useAppStore } from '@/shared/redux';
import { useAddToProject, type AddOutcome } from './use-add-to-project';

/** The person's projects as "Most Recent" sorts them: the add popup's list, and its first choice. */
const MOST_RECENT = { ordering: '-updated_at' } as const;

/**
 * Adding with one key (A): the item goes to the last project used, the project the person changed
 * last — the first of their projects by "Most Recent" (-updated_at), the one the Add to Project
 * popup preselects — with the same toasts as the popup. The server keeps that order, so it holds
 * across tabs, reloads and devices. With no project yet, or the list unavailable, the Add to
 * Project popup opens instead; for a visitor the popup layer shows the login popup in its place,
 * as for the item menu's "Add to Project". Resolves to the add's outcome, or null when the popup
 * was opened.
 */
export function useAddToLastProject() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const addToProject = useAddToProject();
  // Who is signed in, as the app last heard (asked now if it has not heard yet).
  const signedIn = useCallback(async (): Promise<boolean> => {
    const known = selectCurrentUserAnswer(store.getState());
    if (known !== undefined) return known !== null;
    const request = dispatch(userApi.endpoints.getMe.initiate());
    try {
      return (await request.unwrap()) != null;
    } catch {
      return false;
    } finally {
      request.unsubscribe();
    }
  }, [dispatch, store]);
  return useCallback(
    async (item: ItemRef, track?: TrackDto): Promise<AddOutcome | null> => {
      const askInPopup = () => {
        dispatch(openPopup({ name: 'add', props: track ? { item, track } : { item } }));
        return null;
      };
      if (!(await signedIn())) return askInPopup();
      const request = dispatch(projectApi.endpoints.getProjects.initiate(MOST_RECENT));
      let last: { uuid: string; title: string } | undefined;
      try {
        last = (await request.unwrap())[0];
      } catch {
        return askInPopup();
      } finally {
        request.unsubscribe();
      }
      if (!last) return askInPopup();
      return addToProject({ project: { uuid: last.uuid, title: last.title }, item: { id: item.id, type: item.type, title: item.title }, track });
    },
    [dispatch, signedIn, addToProject],
  );
}
