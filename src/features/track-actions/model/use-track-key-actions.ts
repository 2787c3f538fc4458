import { useMemo } from 'react';
import { findSimilarHref, type Track } from '@/entities/track';
import { openPopup } from '@/shared/lib/popup';
import { useAppRouter } from '@/shared/lib/router';
import { useAppDispatch } from '@/shared/redux';
import { trackItemRef } from '../lib/item-ref';

/**
 * The item menu's Download and Find similar for a whole list at once (a list's D and F keys act on
 * its current row): the download popup with the row's item (the popup layer asks a visitor to log
 * in first), and the search for tracks like it.
 */
export function useTrackKeyActions() {
  const dispatch = useAppDispatch();
  // The stable router: a list holding these does not re-render on each navigation.
  const router = useAppRouter();
  return useMemo(
    () => ({
      download: (track: Track) => void dispatch(openPopup({ name: 'download', props: { item: trackItemRef(track) } })),
      findSimilar: (track: Track) => void router.navigate(findSimilarHref(track)),
    }),
    [dispatch, router],
  );
}
