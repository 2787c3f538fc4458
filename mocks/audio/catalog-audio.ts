import { db } from '../db';
import { LruCache } from './lru';
import { envelope, loopsFor, planAudio, waveformSvg, writeWav, type AudioPlan } from './render';
import { ALL_PARTS, type Energy, type Part, type Piece } from './synth';
import { normalizeBpm, parseKey } from './theory';

/**
 * Audio of the mock catalogue: every track, version and stem gets a deterministic piece built
 * from its main track's key and tempo. Versions are arrangement variants of the main track;
 * stems are single parts of it (drums, bass, chords or melody).
 */

export type MediaKind = 'track' | 'stem';

export interface AudioSource {
  piece: Piece;
  /** Seconds, as the catalogue states it (`audio_file.duration`). */
  duration: number;
  turnTimes: number[];
  /** Scenario: this file answers 404. */
  broken: boolean;
}

type TrackRecord = NonNullable<ReturnType<typeof db.track.findFirst>>;

function findTrack(id: number): TrackRecord | null {
  return db.track.findFirst({ where: { id: { equals: id } } });
}

/** Which part a stem plays, from its name ("Drums", "Bass", "Strings", "Lead Guitar"…). */
export function stemPart(title: string, id: number): Part {
  const name = title.toLowerCase();
  if (/drum|perc|beat|rhythm|kit|groove/.test(name)) return 'drums';
  if (/bass|sub|low end/.test(name)) return 'bass';
  if (/melod|lead|vocal|voice|guitar|piano|brass|wind|flute|horn|sax|trumpet|whistle|bell|mallet/.test(name)) return 'melody';
  if (/string|pad|key|organ|synth|chord|harmon|atmos|ambien|fx|choir|texture/.test(name)) return 'chords';
  return (['drums', 'bass', 'chords', 'melody'] as const)[id % 4];
}

/** How a version differs from the full mix, from its name ("Underscore", "No Drums", "60 sec"…). */
export function versionArrangement(versionTitle: string): { parts: Part[]; underscore: boolean } {
  const name = versionTitle.toLowerCase();
  let parts: Part[] = [...ALL_PARTS];
  if (/no drums|drumless|without drums|ambient|no perc/.test(name)) parts = parts.filter((p) => p !== 'drums');
  if (/no melody|no lead|bed/.test(name)) parts = parts.filter((p) => p !== 'melody');
  if (/rhythm|drums (?:&|and) bass|percussion only/.test(name)) parts = ['drums', 'bass'];
  return { parts, underscore: /underscore|under score|bed|lite|light/.test(name) };
}

function variantOf(track: TrackRecord): number {
  if (track.type !== 'version' || track.parentId == null) return 0;
  const siblings = db.track
    .findMany({ where: { parentId: { equals: track.parentId } } })
    .map((t) => t.id)
    .sort((x, y) => x - y);
  return siblings.indexOf(track.id) + 1;
}

/** The audio behind `/mock-media/audio/{kind}-{id}.wav`; null when no such item exists. */
export function audioSource(kind: MediaKind, id: number): AudioSource | null {
  if (kind === 'stem') {
    const stem = db.stem.findFirst({ where: { id: { equals: id } } });
    if (!stem) return null;
    const track = findTrack(stem.trackId);
    if (!track) return null;
    const root = track.parentId != null ? (findTrack(track.parentId) ?? track) : track;
    return {
      piece: {
        seed: root.id,
        key: parseKey(track.musical_key[0] ?? root.musical_key[0]),
        bpm: normalizeBpm(track.bpm.length ? track.bpm : root.bpm),
        variant: variantOf(track),
        parts: [stemPart(stem.title, stem.id)],
      },
      duration: stem.duration > 0 ? stem.duration : track.duration,
      turnTimes: track.turn_times,
      broken: false,
    };
  }
  const track = findTrack(id);
  if (!track) return null;
  const root = track.parentId != null ? (findTrack(track.parentId) ?? track) : track;
  const arrangement = track === root ? { parts: [...ALL_PARTS], underscore: false } : versionArrangement(track.version_title || track.title);
  return {
    piece: {
      seed: root.id,
      key: parseKey(track.musical_key[0] ?? root.musical_key[0]),
      bpm: normalizeBpm(track.bpm.length ? track.bpm : root.bpm),
      variant: variantOf(track),
      parts: arrangement.parts,
      underscore: arrangement.underscore,
    },
    duration: track.duration,
    turnTimes: track.turn_times,
    broken: Boolean(track.audio_broken),
  };
}

const loopCache = new LruCache<string, (energy: Energy) => Int16Array>(24);
const wavCache = new LruCache<string, ArrayBuffer>(4);
const svgCache = new LruCache<string, string>(128);

function pieceKey(piece: Piece): string {
  return [piece.seed, piece.key.tonic, piece.key.minor ? 'm' : 'M', piece.bpm, piece.variant, piece.parts.join('+'), piece.underscore ? 'u' : ''].join(':');
}

export function planFor(source: AudioSource): AudioPlan {
  const loops = loopCache.getOrCreate(pieceKey(source.piece), () => loopsFor(source.piece));
  return planAudio(source.piece, source.duration, source.turnTimes, loops);
}

function cacheKey(source: AudioSource): string {
  return `${pieceKey(source.piece)}|${source.duration}|${source.turnTimes.join(',')}`;
}

/** The WAV bytes of an item (cached: a few recent files). */
export function wavFile(source: AudioSource): ArrayBuffer {
  return wavCache.getOrCreate(cacheKey(source), () => writeWav(planFor(source)));
}

export const WAVEFORM_COLUMNS = 200;

/** The waveform picture of an item, drawn from the same plan as its audio. */
export function waveformFile(source: AudioSource): string {
  return svgCache.getOrCreate(cacheKey(source), () => waveformSvg(envelope(planFor(source), WAVEFORM_COLUMNS)));
}

/** Drops every cached loop, file and picture (after a reseed). */
export function clearAudioCaches(): void {
  loopCache.clear();
  wavCache.clear();
  svgCache.clear();
}
