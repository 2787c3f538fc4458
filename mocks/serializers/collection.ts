import type {
  AlbumDto,
  AsHeardOnCategoryDto,
  AsHeardOnItemDto,
  CollectionDto,
  PlaylistDto,
  SamplerDto,
  SplashBannerDto,
  TrackDto,
} from '@/shared/api/contract/dto';
import {
  catalogueIndex,
  isTrackVisible,
  visibleMask,
  type AlbumRecord,
  type AsHeardOnRecord,
  type CatalogueIndex,
  type PlaylistRecord,
  type SamplerRecord,
  type TrackRecord,
  type ViewerLike,
} from '../search/catalogue-index';
import { artworkUrl, mediaUrl, thumbnailUrl, trackAudioUrl } from './media-urls';
import { serializeTrack, trackDisplayTitle } from './track';

/**
 * Albums, playlists and samplers. `track_count` and `tracks` only count what the viewer may see
 * (a PRO-restricted user gets a reduced collection). `web_url`: `/album/{id}/{slug}`,
 * `/playlist/{id}/{slug}`, `/sampler/{disc_number}/{slug}`.
 */

export type CollectionKind = 'album' | 'playlist' | 'sampler';
export type CollectionRecord = AlbumRecord | PlaylistRecord | SamplerRecord;

export interface SerializeCollectionOptions {
  viewer?: ViewerLike | null;
  /** Include `tracks` (the item endpoint), with versions / stems filled when asked. */
  tracks?: boolean;
  expand?: { versions: boolean; stems: boolean };
  index?: CatalogueIndex;
}

/** The main tracks of a collection the viewer may see, in collection order. */
export function collectionTracks(kind: CollectionKind, record: CollectionRecord, viewer: ViewerLike | null | undefined, index = catalogueIndex()): TrackRecord[] {
  if (kind === 'album') {
    const mask = visibleMask(index, viewer);
    return (index.albumPositions.get(record.id) ?? []).filter((position) => mask[position]).map((position) => index.main[position]);
  }
  const ids = (record as PlaylistRecord | SamplerRecord).trackIds;
  const out: TrackRecord[] = [];
  for (const id of ids) {
    const track = index.tracks.get(id);
    if (track && isTrackVisible(index, track, viewer)) out.push(track);
  }
  return out;
}

function base(kind: CollectionKind, record: CollectionRecord, options: SerializeCollectionOptions, index: CatalogueIndex) {
  const tracks = collectionTracks(kind, record, options.viewer, index);
  const key = kind === 'sampler' ? record.disc_number : String(record.id);
  const serialized: TrackDto[] | undefined = options.tracks
    ? tracks.map((track) =>
        serializeTrack(track, { index, viewer: options.viewer, versions: options.expand?.versions, stems: options.expand?.stems }),
      )
    : undefined;
  return {
    id: record.id,
    title: record.title,
    slug: record.slug,
    web_url: `/${kind}/${key}/${record.slug}`,
    disc_number: record.disc_number,
    description: record.description,
    artwork: mediaUrl(record.artwork),
    artwork_thumbnail: thumbnailUrl(mediaUrl(record.artwork)),
    track_count: tracks.length,
    ...(serialized ? { tracks: serialized } : {}),
  };
}

export function serializeAlbum(record: AlbumRecord, options: SerializeCollectionOptions = {}): AlbumDto {
  const index = options.index ?? catalogueIndex();
  return { ...base('album', record, options, index), type: 'album', release_date: record.release_date };
}

export function serializePlaylist(record: PlaylistRecord, options: SerializeCollectionOptions = {}): PlaylistDto {
  const index = options.index ?? catalogueIndex();
  return { ...base('playlist', record, options, index), type: 'playlist' };
}

export function serializeSampler(record: SamplerRecord, options: SerializeCollectionOptions = {}): SamplerDto {
  const index = options.index ?? catalogueIndex();
  return { ...base('sampler', record, options, index), type: 'sampler' };
}

export function serializeCollection(kind: CollectionKind, record: CollectionRecord, options: SerializeCollectionOptions = {}): CollectionDto {
  if (kind === 'album') return serializeAlbum(record as AlbumRecord, options);
  if (kind === 'playlist') return serializePlaylist(record as PlaylistRecord, options);
  return serializeSampler(record as SamplerRecord, options);
}

/** A collection a viewer may open: it exists and holds at least one track they may see. */
export function isCollectionVisible(kind: CollectionKind, record: CollectionRecord, viewer: ViewerLike | null | undefined, index = catalogueIndex()): boolean {
  return collectionTracks(kind, record, viewer, index).length > 0;
}

// ------------------------------------------------------------------ splash banner, as heard on

export const SPLASH_HEADLINE = 'New Release';
export const SPLASH_CTA = 'Listen Now';

/** The splash album (the newest release), or the newest album the viewer may see. */
export function serializeSplashBanner(viewer: ViewerLike | null | undefined, index = catalogueIndex()): SplashBannerDto | null {
  const candidates = [
    ...index.albumList.filter((album) => album.is_splash),
    ...index.albumNewest.map((id) => index.albums.get(id)!),
  ];
  const album = candidates.find((record) => isCollectionVisible('album', record, viewer, index));
  if (!album) return null;
  const dto = serializeAlbum(album, { viewer, index });
  return {
    album: dto,
    headline: SPLASH_HEADLINE,
    subheadline: `${album.title}: ${album.description}`,
    image: mediaUrl(album.artwork) ?? artworkUrl('album', album.id),
    cta_label: SPLASH_CTA,
  };
}

interface StoredAsHeardOnItem {
  show_title: string;
  network: string;
  image: string | null;
  video_links: { url: string }[];
  audio_files: { track_id: number; file?: string }[];
}

function parseItems(json: string): StoredAsHeardOnItem[] {
  try {
    const items: unknown = JSON.parse(json);
    return Array.isArray(items) ? (items as StoredAsHeardOnItem[]) : [];
  } catch {
    return [];
  }
}

/** A category with its placements; audio files of tracks the viewer may not hear are left out. */
export function serializeAsHeardOn(record: AsHeardOnRecord, viewer: ViewerLike | null | undefined, index = catalogueIndex()): AsHeardOnCategoryDto {
  const items: AsHeardOnItemDto[] = parseItems(record.itemsJson).map((item) => ({
    show_title: item.show_title,
    network: item.network,
    image: mediaUrl(item.image),
    video_links: (item.video_links ?? []).map((link) => ({ url: link.url })),
    audio_files: (item.audio_files ?? []).flatMap((file) => {
      const track = index.tracks.get(file.track_id);
      if (!track || !isTrackVisible(index, track, viewer)) return [];
      return [{ title: trackDisplayTitle(track), file: trackAudioUrl(track.id) }];
    }),
  }));
  return { id: record.id, name: record.name, description: record.description, image: mediaUrl(record.image), items };
}
