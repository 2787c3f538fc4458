import type { PersonDto, StemDto, TrackDto, TrackVersionsDto } from '@/shared/api/contract/dto';
import {
  catalogueIndex,
  isStemVisible,
  isTrackVisible,
  type CatalogueIndex,
  type StemRecord,
  type TrackRecord,
  type ViewerLike,
} from '../search/catalogue-index';
import { stemCodeOf, trackCodeOf } from '../lib/domain/track-code';
import { mediaUrl, stemAudioUrl, stemWaveUrl, thumbnailUrl, trackAudioUrl, trackWaveUrl } from './media-urls';

/**
 * TrackDto from database records. Titles: a main track's `display_title` and `full_title` are its
 * title; a version's are "{title} ({version})", e.g. "Midnight Run (60 sec)"; a stem's `title`
 * is its part ("Drums") and its display/full title "{track title} - {part}". A track's `web_url`
 * is the "Go to track" search (`/search?type=tracks&show_tracks={main track id}`).
 */

export interface SerializeTrackOptions {
  /** Whose view: versions and stems the viewer may not see are left out. */
  viewer?: ViewerLike | null;
  /** Fill `versions` (otherwise []). */
  versions?: boolean;
  /** Fill `stems` (otherwise []). */
  stems?: boolean;
  index?: CatalogueIndex;
}

export function trackWebUrl(track: Pick<TrackRecord, 'id' | 'parentId'>): string {
  return `/search?type=tracks&show_tracks=${track.parentId ?? track.id}`;
}

function people(ids: number[], byId: Map<number, { name: string; pro: string }>): PersonDto[] {
  const out: PersonDto[] = [];
  for (const id of ids) {
    const person = byId.get(id);
    if (person) out.push({ name: person.name, pro: person.pro });
  }
  return out;
}

export function trackDisplayTitle(track: Pick<TrackRecord, 'title' | 'type' | 'version_title'>): string {
  return track.type === 'version' && track.version_title ? `${track.title} (${track.version_title})` : track.title;
}

export function serializeTrack(track: TrackRecord, options: SerializeTrackOptions = {}): TrackDto {
  const index = options.index ?? catalogueIndex();
  const album = index.albums.get(track.albumId);
  const isVersion = track.type === 'version' || track.parentId != null;
  const mainId = track.parentId ?? track.id;
  const allVersions = isVersion ? [] : (index.versionsOf.get(track.id) ?? []);
  const allStems = index.stemsOf.get(mainId) ?? [];
  const display = trackDisplayTitle(track);
  const artwork = mediaUrl(album?.artwork);
  const versions = options.versions
    ? allVersions.filter((version) => isTrackVisible(index, version, options.viewer)).map((version) => serializeTrack(version, { index }))
    : [];
  const stems = options.stems && !isVersion ? allStems.map((stem) => serializeStem(stem, { index })) : [];
  return {
    id: track.id,
    type: isVersion ? 'version' : 'track',
    title: track.title,
    display_title: display,
    full_title: display,
    web_url: trackWebUrl(track),
    album: { id: track.albumId, title: album?.title ?? '', web_url: album ? `/album/${album.id}/${album.slug}` : '' },
    composers: people(track.composerIds, index.composers),
    is_traditional_arrangement: track.is_traditional_arrangement,
    publishers: people(track.publisherIds, index.publishers),
    bpm: [...track.bpm],
    musical_key: [...track.musical_key],
    turn_times: [...track.turn_times],
    audio_file: { url: trackAudioUrl(track.id), duration: track.duration },
    versions,
    stems,
    num_versions: allVersions.length,
    // Versions are other mixes of the same music: the main track's stems apply to them too.
    num_stems: isVersion ? 0 : allStems.length,
    featured_keywords: [...track.featured_keywords],
    artwork,
    artwork_thumbnail: thumbnailUrl(artwork),
    wave_image: trackWaveUrl(track.id),
    full_description: track.description,
    track_count: 1,
    parent_id: track.parentId ?? null,
    track_code: trackCodeOf(track, index),
  };
}

export function serializeStem(stem: StemRecord, options: { index?: CatalogueIndex } = {}): StemDto {
  const index = options.index ?? catalogueIndex();
  const parent = index.tracks.get(stem.trackId);
  const base: TrackDto = parent
    ? serializeTrack(parent, { index })
    : {
        ...emptyTrack(),
        id: stem.trackId,
      };
  const title = parent ? `${parent.title} - ${stem.title}` : stem.title;
  return {
    ...base,
    id: stem.id,
    type: 'stem',
    title: stem.title,
    display_title: title,
    full_title: title,
    audio_file: { url: stemAudioUrl(stem.id), duration: stem.duration },
    versions: [],
    stems: [],
    num_versions: 0,
    num_stems: 0,
    turn_times: [],
    wave_image: stemWaveUrl(stem.id),
    parent_id: stem.trackId,
    track_code: stemCodeOf(stem, index),
  };
}

function emptyTrack(): TrackDto {
  return {
    id: 0, type: 'track', title: '', display_title: '', full_title: '', web_url: '', album: { id: 0, title: '', web_url: '' },
    composers: [], is_traditional_arrangement: false, publishers: [], bpm: [], musical_key: [], turn_times: [],
    audio_file: { url: '', duration: 0 }, versions: [], stems: [], num_versions: 0, num_stems: 0, featured_keywords: [],
    artwork: null, artwork_thumbnail: null, wave_image: '', full_description: '', track_count: 1, parent_id: null,
  };
}

/** `GET tracks/{id}/versions/`: the main track (also for a version id) and its visible versions. */
export function serializeTrackVersions(track: TrackRecord, viewer: ViewerLike | null | undefined, index = catalogueIndex()): TrackVersionsDto {
  const main = track.parentId != null ? (index.tracks.get(track.parentId) ?? track) : track;
  const versions = (index.versionsOf.get(main.id) ?? []).filter((version) => isTrackVisible(index, version, viewer));
  return {
    parent_track: serializeTrack(main, { index }),
    versions: versions.map((version) => serializeTrack(version, { index })),
  };
}

/** `GET tracks/{id}/stems/`: the main track's stems (a version answers with its main track's). */
export function serializeTrackStems(track: TrackRecord, viewer: ViewerLike | null | undefined, index = catalogueIndex()): StemDto[] {
  const mainId = track.parentId ?? track.id;
  return (index.stemsOf.get(mainId) ?? [])
    .filter((stem) => isStemVisible(index, stem, viewer))
    .map((stem) => serializeStem(stem, { index }));
}

/** A project / activity entry ("track" or "stem" + id) as a TrackDto, or null if gone or hidden. */
export function serializeEntry(type: string, id: number, viewer: ViewerLike | null | undefined, index = catalogueIndex()): TrackDto | null {
  if (type === 'stem') {
    const stem = index.stems.get(id);
    return stem && isStemVisible(index, stem, viewer) ? serializeStem(stem, { index }) : null;
  }
  const track = index.tracks.get(id);
  return track && isTrackVisible(index, track, viewer) ? serializeTrack(track, { index }) : null;
}
