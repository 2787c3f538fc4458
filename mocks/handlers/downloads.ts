import { HttpResponse, type RequestHandler } from 'msw';
import type { DownloadCheckDto, DownloadDto } from '@/shared/api/contract/dto';
import { db } from '../db';
import { audioSource, planFor } from '../audio/catalog-audio';
import { downloadFile } from '../audio/download-files';
import { recordActivity } from '../lib/domain/activity';
import { checkDownloadLink, signedDownloadPath, type DownloadFileExtension, type DownloadFileRef } from '../lib/domain/download-links';
import { api } from '../lib/server/contract-http';
import {
  deliveredFileName,
  DOWNLOAD_MESSAGES,
  FILE_EXTENSION,
  FILE_FORMATS,
  pendingRequestFor,
  recordDownloadRequest,
  resolveDownload,
  type DownloadOptions,
  type FileFormat,
} from '../lib/domain/downloads';
import { detail, fieldErrors, json, MESSAGES, notAuthenticated, notFound, permissionDenied, readJson } from '../lib/server/http';
import { currentUser, requireUser } from '../lib/server/session';
import { ensureSeeded } from '../seed/scale';
import { catalogueIndex, isStemVisible, isTrackVisible } from '../search/catalogue-index';
import { trackDisplayTitle } from '../serializers/track';

/**
 * `POST /api/users/me/actions/download/` (check and download) and the files it hands out,
 * `GET /mock-media/download/{track|stem}-{id}.{wav|aif|mp3}?person=…&expires=…&signature=…`: a
 * file is served only through the signed link issued to the signed-in person, while it is valid,
 * and never for a track, version or stem their PRO restrictions hide. Status codes: docs/mock-api.md.
 */

const ITEM_TYPES = ['track', 'stem', 'album', 'playlist', 'sampler', 'project'];

const isFileFormat = (value: unknown): value is FileFormat => typeof value === 'string' && (FILE_FORMATS as readonly string[]).includes(value);

function options(body: Record<string, unknown>): DownloadOptions {
  return {
    include_tracks: body.include_tracks !== false,
    include_versions: body.include_versions === true,
    include_stems: body.include_stems === true,
  };
}

function absolute(request: Request, path: string): string {
  return new URL(path, new URL(request.url).origin).toString();
}

const downloadHandler = api.post('/api/users/me/actions/download/', async ({ request }) => {
  const user = requireUser(request);
  const body = await readJson(request);
  const type = typeof body.type === 'string' ? body.type : '';
  const checkOnly = body.check_only === true;
  const errors: Record<string, string[]> = {};
  if (!type) errors.type = [MESSAGES.required];
  else if (!ITEM_TYPES.includes(type)) errors.type = [`"${type}" is not a valid choice.`];
  if (body.id === undefined || body.id === null || body.id === '') errors.id = [MESSAGES.required];
  if (body.format === undefined || body.format === null || body.format === '') errors.format = [MESSAGES.required];
  else if (!isFileFormat(body.format)) errors.format = [`"${String(body.format)}" is not a valid choice.`];
  if (Object.keys(errors).length) return fieldErrors(errors);
  const format = body.format as FileFormat;

  const target = resolveDownload(type, body.id, options(body), user);
  if (!target) return notFound();
  if (target.fileCount === 0) return json({ non_field_errors: [DOWNLOAD_MESSAGES.noFiles] }, 400);

  const remaining = user.downloads_remaining;
  const limitReached = target.fileCount > remaining;
  const duplicateRequest = !limitReached && pendingRequestFor(user, target) !== null;

  if (checkOnly) {
    const check: DownloadCheckDto = {
      limitReached,
      duplicateRequest,
      data: { type: target.type, id: body.id as number | string, title: target.title, format, direct: target.direct !== null },
      remaining_downloads: remaining,
      requested_files: target.fileCount,
      message: limitReached ? DOWNLOAD_MESSAGES.limit : duplicateRequest ? DOWNLOAD_MESSAGES.duplicate : '',
    };
    return json(check);
  }

  if (limitReached) {
    return json({ message: DOWNLOAD_MESSAGES.limit, remaining_downloads: remaining, requested_files: target.fileCount }, 403);
  }
  if (duplicateRequest) return json({ message: DOWNLOAD_MESSAGES.duplicate }, 429);

  db.user.update({
    where: { id: { equals: user.id } },
    data: {
      downloads_remaining: remaining - target.fileCount,
      ...(body.set_default_format === true ? { preferred_download_format: format } : {}),
    },
  });
  recordDownloadRequest(user, target, format);
  recordActivity({ userId: user.id, activity_type: 'download', content_type: target.type, content_id: target.key, title: target.title });

  let answer: DownloadDto;
  if (target.direct) {
    const extension = FILE_EXTENSION[format];
    const filename = deliveredFileName(target.direct, target.title, extension);
    const path = await signedDownloadPath({ ...target.direct, extension }, user.id);
    answer = { download_url: absolute(request, path), download_filename: filename };
    if (target.direct.kind === 'stem') {
      const stem = catalogueIndex().stems.get(target.direct.id);
      const track = stem ? catalogueIndex().tracks.get(stem.trackId) : undefined;
      if (track) {
        answer.stem_track_title = track.title;
        answer.stem_track_full_title = trackDisplayTitle(track);
      }
    }
  } else {
    answer = { download_url: null, download_filename: null, message: DOWNLOAD_MESSAGES.preparing };
  }
  return json(answer);
});

function fileTags(kind: 'track' | 'stem', id: number): { title: string; album: string; artist: string } {
  const index = catalogueIndex();
  const stem = kind === 'stem' ? index.stems.get(id) : undefined;
  const track = index.tracks.get(stem ? stem.trackId : id);
  const album = track ? index.albums.get(track.albumId) : undefined;
  const title = track ? (stem ? `${trackDisplayTitle(track)} - ${stem.title}` : trackDisplayTitle(track)) : 'Untitled';
  return { title, album: album?.title ?? '', artist: '4EM' };
}

/** Whether the PRO rules let this person have the file's track, version or stem (false for unknown ids too). */
function isFileVisibleTo(file: DownloadFileRef, user: NonNullable<ReturnType<typeof currentUser>>): boolean {
  const index = catalogueIndex();
  if (file.kind === 'stem') {
    const stem = index.stems.get(file.id);
    return !!stem && isStemVisible(index, stem, user);
  }
  const track = index.tracks.get(file.id);
  return !!track && isTrackVisible(index, track, user);
}

export const DOWNLOAD_LINK_EXPIRED = 'This download link has expired.';

const fileHandler = api.get('/mock-media/download/{file}', async ({ params, request, response }) => {
  // Media is answered without the `/api` rules that seed a blank database (Storybook).
  ensureSeeded();
  const user = currentUser(request);
  if (!user) return notAuthenticated();
  const match = /^(track|stem)-(\d+)\.(wav|aif|mp3)$/.exec(String(params.file));
  if (!match) return notFound();
  const file: DownloadFileRef = { kind: match[1] as DownloadFileRef['kind'], id: Number(match[2]), extension: match[3] as DownloadFileExtension };
  // Hidden is not found, as every other route answers it: the file's existence is not revealed.
  if (!isFileVisibleTo(file, user)) return notFound();
  const link = await checkDownloadLink(file, new URL(request.url).searchParams, user.id);
  if (link === 'not-yours') return permissionDenied();
  if (link === 'expired') return detail(DOWNLOAD_LINK_EXPIRED, 403);
  const source = audioSource(file.kind, file.id);
  if (!source || source.broken) return notFound();
  const tags = fileTags(file.kind, file.id);
  const download = downloadFile(planFor(source), file.extension, tags);
  const filename = deliveredFileName(file, tags.title, file.extension);
  // The body is bytes the contract calls a (binary) string: not a body TypeScript can check.
  return response.untyped(new HttpResponse(download.stream(), {
    status: 200,
    headers: {
      'Content-Type': download.contentType,
      'Content-Length': String(download.size),
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'private, no-store',
    },
  }));
});

export const downloadHandlers: RequestHandler[] = [downloadHandler, fileHandler];
