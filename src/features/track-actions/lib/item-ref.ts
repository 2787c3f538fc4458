import { projectHref } from '@/entities/project';
import { goToTrackHref } from '@/entities/track';
import type { CollectionDto, ItemRef, TrackDto } from '@/shared/api';

/**
 * The item a track, version or stem row acts on. A version is a track to the server (download,
 * projects, requests); only stems have their own type.
 */
export function trackItemRef(track: Pick<TrackDto, 'id' | 'type' | 'title' | 'display_title' | 'full_title'> & Partial<TrackDto>): ItemRef {
  return {
    type: track.type === 'stem' ? 'stem' : 'track',
    id: track.id,
    title: track.full_title || track.display_title || track.title,
    web_url: goToTrackHref(track),
    artwork: track.artwork_thumbnail ?? track.artwork ?? null,
    track_count: track.track_count,
    num_stems: track.num_stems,
    num_versions: track.num_versions,
    track_id: track.type === 'stem' ? (track.parent_id ?? undefined) : undefined,
  };
}

/** The item an album, playlist or sampler page acts on (its cue sheet is keyed by disc number). */
export function collectionItemRef(collection: Pick<CollectionDto, 'id' | 'type' | 'title' | 'web_url' | 'disc_number'> & Partial<CollectionDto>): ItemRef {
  return {
    type: collection.type,
    id: collection.id,
    title: collection.title,
    web_url: collection.web_url,
    artwork: collection.artwork_thumbnail ?? collection.artwork ?? null,
    disc_number: collection.disc_number,
    track_count: collection.track_count,
  };
}

/** The item a project acts on: keyed by its uuid, at `/project/{uuid}`. */
export function projectItemRef(project: { uuid: string; title: string; track_count?: number }): ItemRef {
  return {
    type: 'project',
    id: project.uuid,
    title: project.title,
    web_url: projectHref(project.uuid),
    track_count: project.track_count,
  };
}
