import { useMemo } from 'react';
import type { ActivityItemDto, ItemRef, TrackDto } from '@/shared/api';
import { activityItemRef, useGetActivityItemQuery } from '@/entities/activity';
import { collectionItemKey, isCollectionType, samplerDiscNumberFromLink, useGetCollectionQuery } from '@/entities/collection';

export interface ActivityItemDetails {
  /** The activity's item, completed with what its details said once they arrived. */
  item: ItemRef;
  /**
   * Whether the stem option can be decided: true for every item but a track, for a track once its
   * details answered (or failed: then it reads as having no stems).
   */
  stemsKnown: boolean;
}


/**
 * The item an activity entry points at, with what the entry leaves out: a track's stem and version
 * counts (its stem option), a collection's disc number (its cue sheet key) and track count. An
 * activity carries only the item's id, so the details are read with the item call
 * (`GET /api/music/{type}s/{id}/`, a sampler by disc number) once `wanted` (the row's menu opened),
 * not for every row of the list.
 */
export function useActivityItemRef(activity: ActivityItemDto, wanted: boolean): ActivityItemDetails {
  const base = useMemo(() => {
    const ref = activityItemRef(activity);
    const disc = ref.type === 'sampler' ? samplerDiscNumberFromLink(ref.web_url) : null;
    return disc === null ? ref : { ...ref, disc_number: disc };
  }, [activity]);
  const trackId = Number(base.id);
  const isTrack = base.type === 'track' && Number.isInteger(trackId);
  const collectionType = isCollectionType(base.type) ? base.type : null;
  // Read through the activity's own item call: importing the track entity here made the bundler
  // regroup shared code so that the home page loaded the sidebar (+22 kB gzip on `/`).
  const track = useGetActivityItemQuery({ type: 'track', key: String(trackId) }, { skip: !wanted || !isTrack });
  // Albums and playlists are read by id, a sampler by its disc number when its link names it.
  const collection = useGetCollectionQuery({ type: collectionType ?? 'album', id: collectionItemKey(base) }, { skip: !wanted || !collectionType });

  const trackDto = isTrack ? (track.data as TrackDto | undefined) : undefined;
  const trackFailed = isTrack && track.isError;
  const collectionDto = collectionType && collection.data && !collection.data.notFound ? collection.data.item : undefined;

  return useMemo(() => {
    let item = base;
    if (trackDto) item = { ...item, num_stems: trackDto.num_stems, num_versions: trackDto.num_versions };
    if (collectionDto) item = { ...item, disc_number: collectionDto.disc_number, track_count: collectionDto.track_count };
    return { item, stemsKnown: !isTrack || Boolean(trackDto) || trackFailed };
  }, [base, isTrack, trackDto, trackFailed, collectionDto]);
}
