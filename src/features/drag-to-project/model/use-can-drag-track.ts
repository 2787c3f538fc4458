import { entryOfTrack } from '@/entities/project';
import { selectCachedUser } from '@/entities/user';
import type { TrackDto } from '@/shared/api';
import { useAppSelector } from '@/shared/redux';

// Its own module, without react-dnd: every track row asks, and visitors' rows never load the drag code.

/**
 * Whether a signed-in user is here to drag `track` onto a project (visitors cannot; a track without
 * a project entry type cannot be added). Read from the cache, not subscribed: every row of every
 * list asks, and each new subscriber of the always-stale current-user query would ask the server again.
 */
export function useCanDragTrack(track: TrackDto): boolean {
  const isSignedIn = useAppSelector(selectCachedUser) !== null;
  return isSignedIn && entryOfTrack(track) !== null;
}
