import { HttpResponse, type RequestHandler } from 'msw';
import type { DownloadCheckDto, DownloadDto } from '@/shared/api/contract/dto';
import { db } from '../db';
import { audioSource, planFor } from '../audio/catalog-audio';
import { downloadFile, type DownloadFileFormat } from '../audio/download-files';
import { recordActivity } from '../lib/domain/activity';
import { api } from '../lib/server/contract-http';
import {
  DOWNLOAD_MESSAGES,
  downloadPath,
  FILE_FORMATS,
  pendingRequestFor,
  recordDownloadRequest,
  resolveDownload,
  safeFileName,
  type DownloadOptions,
  type FileFormat,
} from '../lib/domain/downloads';
import { fieldErrors, json, MESSAGES, notFound, readJson } from '../lib/server/http';
import { requireUser } from '../lib/server/session';
import { catalogueIndex } from '../search/catalogue-index';
import { trackDisplayTitle } from '../serializers/track';

/**
 * `POST /api/users/me/actions/download/` (check and download) and the files it hands out,
 * `GET /mock-media/download/{track|stem}-{id}.{wav|aif|mp3}`. Status codes: docs/mock-api.md.
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
      // issue-36: `format` echoes the lower-case spelling the mock still accepts; the contract spells WAV, AIF, MP3.
      data: { type: target.type, id: body.id as number | string, title: target.title, format: format as never, direct: target.direct !== null },
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
    const filename = `${safeFileName(target.title)}.${format}`;
    answer = { download_url: absolute(request, downloadPath(target.direct, format)), download_filename: filename };
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

const fileHandler = api.get('/mock-media/download/{file}', ({ params, response }) => {
  const match = /^(track|stem)-(\d+)\.(wav|aif|mp3)$/.exec(String(params.file));
  if (!match) return new HttpResponse('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const kind = match[1] as 'track' | 'stem';
  const id = Number(match[2]);
  const source = audioSource(kind, id);
  if (!source || source.broken) return new HttpResponse('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const tags = fileTags(kind, id);
  const file = downloadFile(planFor(source), match[3] as DownloadFileFormat, tags);
  const filename = `${safeFileName(tags.title)}.${match[3]}`;
  // The body is bytes the contract calls a (binary) string: not a body TypeScript can check.
  return response.untyped(new HttpResponse(file.stream(), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
      'Cache-Control': 'private, no-store',
    },
  }));
});

export const downloadHandlers: RequestHandler[] = [downloadHandler, fileHandler];
