import type { DownloadFormat, ItemType } from '@/shared/api/contract/dto';
import { db } from '../../db';
import type { DownloadFileExtension } from './download-links';
import { catalogueIndex, isStemVisible, isTrackVisible, type CatalogueIndex } from '../../search/catalogue-index';
import { collectionTracks, isCollectionVisible } from '../../serializers/collection';
import { trackDisplayTitle } from '../../serializers/track';
import { nowIso } from '../server/http';
import { findCollection, idParam } from './catalogue';
import { findProject, itemsOf } from './projects';
import { nextId, type UserRecord } from './records';
import { stemCodeOf, trackCodeOf } from './track-code';

/**
 * Download allowances and requests. Every user has `downloads_remaining`; a download spends its
 * file count. A track or stem alone is served at once from a file URL; anything with several
 * files (an album, playlist, sampler, project, or a track with its versions or stems) is
 * "prepared": gathered and e-mailed, during which the same request again is refused with 429.
 */

/** The formats sold, spelled as the API spells them (upper case; the saved preference adds 'ask', not a file format). */
export const FILE_FORMATS = ['WAV', 'AIF', 'MP3'] as const satisfies readonly DownloadFormat[];
export type FileFormat = (typeof FILE_FORMATS)[number];
/** File names keep lower-case extensions. */
export const FILE_EXTENSION: Record<FileFormat, DownloadFileExtension> = { WAV: 'wav', AIF: 'aif', MP3: 'mp3' };

/** How long a prepared download counts as "being prepared" (a second request gets 429). */
export const PREPARING_MS = 10 * 60 * 1000;

export const DOWNLOAD_MESSAGES = {
  limit: 'Download limit exceeded',
  duplicate: 'This download is currently being processed or has already been sent to your email; check spam',
  preparing: 'Preparing Download: the files are being gathered and a link will be e-mailed to you.',
  noFiles: 'Choose at least one file to download.',
} as const;

export type DownloadRequestRecord = NonNullable<ReturnType<typeof db.downloadRequest.findFirst>>;

export interface DownloadOptions {
  include_tracks: boolean;
  include_versions: boolean;
  include_stems: boolean;
}

export interface DownloadTarget {
  type: ItemType;
  /** The id recorded (uuid for a project). */
  key: string;
  title: string;
  fileCount: number;
  /** The one file served directly (a track or stem alone), else null: the download is prepared. */
  direct: { kind: 'track' | 'stem'; id: number } | null;
}

function countExtras(index: CatalogueIndex, trackIds: number[], options: DownloadOptions): number {
  let count = 0;
  for (const id of trackIds) {
    if (options.include_versions) count += index.versionsOf.get(id)?.length ?? 0;
    if (options.include_stems) count += index.stemsOf.get(id)?.length ?? 0;
  }
  return count;
}

/**
 * What a download of (type, id) means for this user: title, file count, one direct file or a
 * prepared bundle. Null when the item does not exist or is hidden from the user (PRO rules).
 * File count: a collection's (visible) tracks, or 1 for a track when tracks are included, plus
 * the versions and stems asked for.
 */
export function resolveDownload(type: string, id: unknown, options: DownloadOptions, user: UserRecord): DownloadTarget | null {
  const index = catalogueIndex();
  if (type === 'track') {
    const trackId = idParam(id);
    const track = trackId === null ? undefined : index.tracks.get(trackId);
    if (!track || !isTrackVisible(index, track, user)) return null;
    const mainId = track.parentId ?? track.id;
    const isMain = track.parentId == null;
    const extras =
      (options.include_versions && isMain ? (index.versionsOf.get(mainId)?.length ?? 0) : 0) +
      (options.include_stems && isMain ? (index.stemsOf.get(mainId)?.length ?? 0) : 0);
    const fileCount = (options.include_tracks ? 1 : 0) + extras;
    return {
      type: 'track',
      key: String(track.id),
      title: trackDisplayTitle(track),
      fileCount,
      direct: fileCount === 1 && options.include_tracks ? { kind: 'track', id: track.id } : null,
    };
  }
  if (type === 'stem') {
    const stemId = idParam(id);
    const stem = stemId === null ? undefined : index.stems.get(stemId);
    if (!stem || !isStemVisible(index, stem, user)) return null;
    const track = index.tracks.get(stem.trackId);
    return {
      type: 'stem',
      key: String(stem.id),
      title: track ? `${trackDisplayTitle(track)} - ${stem.title}` : stem.title,
      fileCount: 1,
      direct: { kind: 'stem', id: stem.id },
    };
  }
  if (type === 'album' || type === 'playlist' || type === 'sampler') {
    const record = id === null || id === undefined ? null : findCollection(type, String(id), index);
    if (!record || !isCollectionVisible(type, record, user, index)) return null;
    const tracks = collectionTracks(type, record, user, index);
    const fileCount = (options.include_tracks ? tracks.length : 0) + countExtras(index, tracks.map((track) => track.id), options);
    return { type, key: String(record.id), title: record.title, fileCount, direct: null };
  }
  if (type === 'project') {
    const project = typeof id === 'string' ? findProject(id) : null;
    if (!project || project.ownerId !== user.id) return null;
    let tracks = 0;
    let stems = 0;
    const trackIds: number[] = [];
    for (const item of itemsOf(project.uuid)) {
      if (item.type === 'stem') {
        const stem = index.stems.get(item.itemId);
        if (stem && isStemVisible(index, stem, user)) stems += 1;
      } else {
        const track = index.tracks.get(item.itemId);
        if (track && isTrackVisible(index, track, user)) {
          tracks += 1;
          if (track.parentId == null) trackIds.push(track.id);
        }
      }
    }
    const fileCount = (options.include_tracks ? tracks + stems : 0) + countExtras(index, trackIds, options);
    return { type: 'project', key: project.uuid, title: project.title, fileCount, direct: null };
  }
  return null;
}

function isPreparing(request: DownloadRequestRecord, now: number): boolean {
  return request.status === 'processing' && now - Date.parse(request.created_at) < PREPARING_MS;
}

/** A prepared download of the same item by the same user that is still being gathered. */
export function pendingRequestFor(user: UserRecord, target: DownloadTarget, now = Date.now()): DownloadRequestRecord | null {
  if (target.direct) return null;
  const requests = db.downloadRequest.findMany({ where: { userId: { equals: user.id } } });
  return requests.find((request) => request.type === target.type && request.itemId === target.key && isPreparing(request, now)) ?? null;
}

/** Records a download request: 'complete' for a direct file, 'processing' for a prepared one. */
export function recordDownloadRequest(user: UserRecord, target: DownloadTarget, format: FileFormat): DownloadRequestRecord {
  return db.downloadRequest.create({
    id: nextId(db.downloadRequest.getAll()),
    userId: user.id,
    type: target.type,
    itemId: target.key,
    format,
    file_count: target.fileCount,
    status: target.direct ? 'complete' : 'processing',
    created_at: nowIso(),
  });
}

/** A file name without the characters file systems refuse, whitespace collapsed. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').trim();
  return cleaned || 'download';
}

/**
 * The name a track's or stem's file is delivered under: its track code, then its title
 * ("4EM001-03 Midnight Run (60 sec).wav"), so an edit that uses the file names its music.
 */
export function deliveredFileName(direct: { kind: 'track' | 'stem'; id: number }, title: string, extension: string, index = catalogueIndex()): string {
  const stem = direct.kind === 'stem' ? index.stems.get(direct.id) : undefined;
  const track = direct.kind === 'track' ? index.tracks.get(direct.id) : undefined;
  const code = stem ? stemCodeOf(stem, index) : track ? trackCodeOf(track, index) : '';
  return `${safeFileName(`${code} ${title}`)}.${extension}`;
}

