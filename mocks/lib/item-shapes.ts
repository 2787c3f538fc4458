import type { ItemType, PersonDto, TrackDto } from '@/shared/api/dto';
import { db } from '../db';
import type { StemRecord, TrackRecord } from './records';

/**
 * Wire shapes of catalogue items as projects and activity show them. Media URLs follow the
 * contract of mocks/handlers/media-*.ts (relative to the app origin).
 */

const trackUrl = (id: number) => `/search?type=tracks&show_tracks=${id}`;
const artworkUrl = (kind: 'album' | 'playlist' | 'sampler', id: number) => `/mock-media/artwork/${kind}-${id}.svg`;

function findTrack(id: number): TrackRecord | null {
  return db.track.findFirst({ where: { id: { equals: id } } });
}

function people(ids: number[], model: 'composer' | 'publisher'): PersonDto[] {
  const records = model === 'composer' ? db.composer.getAll() : db.publisher.getAll();
  return ids.flatMap((id) => records.filter((r) => r.id === id).map((r) => ({ name: r.name, pro: r.pro })));
}

function albumOf(track: TrackRecord) {
  const album = db.album.findFirst({ where: { id: { equals: track.albumId } } });
  return {
    id: track.albumId,
    title: album?.title ?? '',
    web_url: album ? `/album/${album.id}/${album.slug}` : '',
    artwork: album?.artwork ?? artworkUrl('album', track.albumId),
  };
}

function baseTrack(track: TrackRecord): TrackDto {
  const album = albumOf(track);
  const isVersion = track.type === 'version';
  const display = isVersion && track.version_title ? `${track.title} (${track.version_title})` : track.title;
  return {
    id: track.id,
    type: isVersion ? 'version' : 'track',
    title: track.title,
    display_title: display,
    full_title: display,
    web_url: trackUrl(track.parentId ?? track.id),
    album: { id: album.id, title: album.title, web_url: album.web_url },
    composers: people(track.composerIds, 'composer'),
    is_traditional_arrangement: track.is_traditional_arrangement,
    publishers: people(track.publisherIds, 'publisher'),
    bpm: track.bpm,
    musical_key: track.musical_key,
    turn_times: track.turn_times,
    audio_file: { url: `/mock-media/audio/track-${track.id}.wav`, duration: track.duration },
    versions: [],
    stems: [],
    num_versions: db.track.count({ where: { parentId: { equals: track.id } } }),
    num_stems: db.stem.count({ where: { trackId: { equals: track.id } } }),
    featured_keywords: track.featured_keywords,
    artwork: album.artwork,
    artwork_thumbnail: album.artwork,
    wave_image: `/mock-media/waveform/track-${track.id}.svg`,
    full_description: track.description,
    track_count: 1,
    parent_id: track.parentId,
  };
}

function stemTrack(stem: StemRecord): TrackDto | null {
  const parent = findTrack(stem.trackId);
  if (!parent) return null;
  const base = baseTrack(parent);
  const title = `${parent.title} - ${stem.title}`;
  return {
    ...base,
    id: stem.id,
    type: 'stem',
    title: stem.title,
    display_title: title,
    full_title: title,
    audio_file: { url: `/mock-media/audio/stem-${stem.id}.wav`, duration: stem.duration },
    wave_image: `/mock-media/waveform/stem-${stem.id}.svg`,
    num_versions: 0,
    num_stems: 0,
    parent_id: parent.id,
  };
}

/** A project entry (track, version or stem) as a TrackDto; null when it no longer exists. */
export function serializeEntryTrack(type: string, id: number): TrackDto | null {
  if (type === 'stem') {
    const stem = db.stem.findFirst({ where: { id: { equals: id } } });
    return stem ? stemTrack(stem) : null;
  }
  const track = findTrack(id);
  return track ? baseTrack(track) : null;
}

export interface ContentInfo {
  title: string;
  artwork: string | null;
  web_url: string;
}

function collectionInfo(type: 'album' | 'playlist' | 'sampler', id: number): ContentInfo | null {
  const record =
    type === 'album'
      ? db.album.findFirst({ where: { id: { equals: id } } })
      : type === 'playlist'
        ? db.playlist.findFirst({ where: { id: { equals: id } } })
        : db.sampler.findFirst({ where: { id: { equals: id } } });
  if (!record) return null;
  return { title: record.title, artwork: record.artwork ?? artworkUrl(type, id), web_url: `/${type}/${record.id}/${record.slug}` };
}

/** Title, artwork and link of any item an activity can point at. */
export function contentInfo(type: ItemType, id: string): ContentInfo | null {
  if (type === 'project') {
    const project = db.project.findFirst({ where: { uuid: { equals: id } } });
    return project ? { title: project.title, artwork: null, web_url: `/project/${project.uuid}` } : null;
  }
  if (type === 'track' || type === 'stem') {
    const track = serializeEntryTrack(type, Number(id));
    return track ? { title: track.full_title, artwork: track.artwork, web_url: track.web_url } : null;
  }
  return collectionInfo(type, Number(id));
}
