import { HttpResponse } from 'msw';
import { audioSource, planFor, waveformFile, type MediaKind } from '../audio/catalog-audio';
import { wavByteLength, wavStream } from '../audio/render';
import { api } from '../lib/server/contract-http';
import { detail, notFound } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { ensureSeeded } from '../seed/scale';
import { catalogueIndex, isStemVisible, isTrackVisible } from '../search/catalogue-index';

/**
 * Playable audio and waveform pictures for every track, version and stem of the mock catalogue:
 *   GET /mock-media/audio/track-{id}.wav, /mock-media/audio/stem-{id}.wav   (audio/wav, Range supported)
 *   GET /mock-media/waveform/track-{id}.svg, /mock-media/waveform/stem-{id}.svg
 * A track flagged `audio_broken` answers 404 for its audio (the player's error path). A track or
 * stem hidden from the viewer by their PRO restrictions answers 404 like its JSON does.
 */

function parseName(file: string | readonly string[] | undefined, extension: 'wav' | 'svg'): { kind: MediaKind; id: number } | null {
  const name = Array.isArray(file) ? file.join('/') : String(file ?? '');
  const match = new RegExp(`^(track|stem)-(\\d+)\\.${extension}$`).exec(name);
  return match ? { kind: match[1] as MediaKind, id: Number(match[2]) } : null;
}

/** False when the PRO rules hide the item from the request's user (unknown ids are left to the 404 below). */
function visibleTo(request: Request, ref: { kind: MediaKind; id: number }): boolean {
  // Media is answered before the `/api` rules that seed a blank database (Storybook).
  ensureSeeded();
  const viewer = currentUser(request);
  if (!viewer) return true;
  const index = catalogueIndex();
  if (ref.kind === 'stem') {
    const stem = index.stems.get(ref.id);
    return !stem || isStemVisible(index, stem, viewer);
  }
  const track = index.tracks.get(ref.id);
  return !track || isTrackVisible(index, track, viewer);
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` → inclusive [start, end]; null when absent or unsatisfiable. */
export function parseRange(header: string | null, size: number): [number, number] | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return 'invalid';
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'invalid';
  return [start, end];
}

export const mediaAudioHandlers = [
  api.get('/mock-media/audio/{file}', ({ params, request, response }) => {
    const ref = parseName(params.file, 'wav');
    if (ref && !visibleTo(request, ref)) return notFound();
    const source = ref && audioSource(ref.kind, ref.id);
    if (!source || source.broken) return notFound();
    // Generated chunk by chunk as the browser reads, so playback starts after the first chunk.
    const plan = planFor(source);
    const size = wavByteLength(plan);
    const common = {
      'Content-Type': 'audio/wav',
      'Accept-Ranges': 'bytes',
      'Cache-Control': 'public, max-age=31536000, immutable',
    };
    const range = parseRange(request.headers.get('range'), size);
    if (range === 'invalid') {
      const refused = detail('Requested range not satisfiable.', 416);
      refused.headers.set('Content-Range', `bytes */${size}`);
      return refused;
    }
    if (range && !(range[0] === 0 && range[1] === size - 1)) {
      const [start, end] = range;
      // The body is bytes the contract calls a (binary) string: not a body TypeScript can check.
      return response.untyped(
        new HttpResponse(wavStream(plan, start, end + 1), {
          status: 206,
          headers: { ...common, 'Content-Length': String(end - start + 1), 'Content-Range': `bytes ${start}-${end}/${size}` },
        }),
      );
    }
    return response.untyped(new HttpResponse(wavStream(plan), { status: 200, headers: { ...common, 'Content-Length': String(size) } }));
  }),

  api.get('/mock-media/waveform/{file}', async ({ params, request }) => {
    const ref = parseName(params.file, 'svg');
    if (ref && !visibleTo(request, ref)) return notFound();
    const source = ref && audioSource(ref.kind, ref.id);
    if (!source) return notFound();
    const svg = await waveformFile(source);
    return new HttpResponse(svg, {
      status: 200,
      headers: { 'Content-Type': 'image/svg+xml', 'Content-Length': String(new TextEncoder().encode(svg).byteLength), 'Cache-Control': 'public, max-age=31536000, immutable' },
    });
  }),
];
