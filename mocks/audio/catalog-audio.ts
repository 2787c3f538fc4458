import { catalogueIndex, type TrackRecord } from '../search/catalogue-index';
import { LruCache } from './lru';
import { bakedWaveformLevels } from './baked-waveforms';
import { loopsFor, planAudio, waveformSvg, writeWav, type AudioPlan } from './render';
import { renderWaveformOffThread } from './waveform-off-thread';
import { ALL_PARTS, DEFAULT_MIX, MELODIC_PARTS, type Energy, type Part, type Piece } from './synth';
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

function findTrack(id: number): TrackRecord | null {
  return catalogueIndex().tracks.get(id) ?? null;
}

const STEM_PARTS: [RegExp, Part][] = [
  [/drum|kit|beat|groove/, 'drums'],
  [/perc|shaker|mallet/, 'percussion'],
  [/bass|sub|low end/, 'bass'],
  [/string|pad|atmos|ambien|texture|choir/, 'pad'],
  [/key|piano|organ|rhodes/, 'keys'],
  [/synth|lead|arp/, 'lead'],
  [/guitar|banjo|ukulele|mandolin/, 'strum'],
  [/brass|horn|trumpet|trombone/, 'swell'],
  [/wind|flute|clarinet|oboe|sax/, 'counter'],
  [/vocal|voice|vox/, 'voice'],
  [/world|ethnic|sitar|koto|harp|bell/, 'pluck'],
];

/** Which part a stem plays, from its name ("Drums", "Bass", "Strings", "Guitars"…). */
export function stemPart(title: string, id: number): Part {
  const name = title.toLowerCase();
  for (const [pattern, part] of STEM_PARTS) if (pattern.test(name)) return part;
  return ALL_PARTS[id % ALL_PARTS.length];
}

/** The parts of a main track's full mix: its stems when it has some, otherwise a default band. */
export function mixParts(trackId: number): Part[] {
  const stems = catalogueIndex().stemsOf.get(trackId) ?? [];
  if (stems.length === 0) return [...DEFAULT_MIX];
  return [...new Set(stems.map((stem) => stemPart(stem.title, stem.id)))];
}

/** How a version differs from the full mix, from its name ("Underscore", "No Drums", "60 sec"…). */
export function versionArrangement(versionTitle: string, fullMix: readonly Part[] = DEFAULT_MIX): { parts: Part[]; underscore: boolean } {
  const name = versionTitle.toLowerCase();
  let parts: Part[] = [...fullMix];
  const underscore = /underscore|under score|\bbed\b|lite|light/.test(name);
  if (/no drums|drumless|without drums|ambient|no perc/.test(name)) parts = parts.filter((p) => p !== 'drums' && p !== 'percussion');
  if (underscore || /no melody|no lead/.test(name)) parts = parts.filter((p) => !MELODIC_PARTS.includes(p));
  if (parts.length === 0) parts = ['pad'];
  return { parts, underscore };
}

function variantOf(track: TrackRecord): number {
  if (track.type !== 'version' || track.parentId == null) return 0;
  const siblings = (catalogueIndex().versionsOf.get(track.parentId) ?? []).map((t) => t.id).sort((x, y) => x - y);
  return siblings.indexOf(track.id) + 1;
}

/** The audio behind `/mock-media/audio/{kind}-{id}.wav`; null when no such item exists. */
export function audioSource(kind: MediaKind, id: number): AudioSource | null {
  if (kind === 'stem') {
    const stem = catalogueIndex().stems.get(id);
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
  const fullMix = mixParts(root.id);
  const arrangement = track === root ? { parts: fullMix, underscore: false } : versionArrangement(track.version_title || track.title, fullMix);
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

/**
 * Caches: rendered loops per piece (a track's full mix, each version, each stem: about 0.4 MB a
 * piece, enough for a page of results whose waveforms were drawn), file plans per URL, and
 * waveform pictures. Streaming a file only copies loop samples, so a repeated or pre-drawn track
 * starts at once.
 */
const loopCache = new LruCache<string, (energy: Energy) => Int16Array>(48);
const planCache = new LruCache<string, AudioPlan>(16);
const svgCache = new LruCache<string, string>(128);

function pieceKey(piece: Piece): string {
  return [piece.seed, piece.key.tonic, piece.key.minor ? 'm' : 'M', piece.bpm, piece.variant, piece.parts.join('+'), piece.underscore ? 'u' : ''].join(':');
}

/** What an item's audio and picture are drawn from: items with equal keys sound alike. */
export function audioSourceKey(source: AudioSource): string {
  return `${pieceKey(source.piece)}|${source.duration}|${source.turnTimes.join(',')}`;
}

/** The file plan of an item (cached). */
export function planFor(source: AudioSource): AudioPlan {
  return planCache.getOrCreate(audioSourceKey(source), () => {
    const loops = loopCache.getOrCreate(pieceKey(source.piece), () => loopsFor(source.piece));
    return planAudio(source.piece, source.duration, source.turnTimes, loops);
  });
}

/** The whole WAV file of an item, in one buffer (the handler streams it instead). */
export function wavFile(source: AudioSource): ArrayBuffer {
  return writeWav(planFor(source));
}

export { WAVEFORM_COLUMNS } from './waveform-render';

/**
 * The waveform picture of an item, drawn from the same plan as its audio: from the levels baked
 * at build time when there are some for it, else drawn here (off the main thread when possible).
 */
export async function waveformFile(source: AudioSource): Promise<string> {
  const key = audioSourceKey(source);
  const cached = svgCache.get(key);
  if (cached !== undefined) return cached;
  const baked = await bakedWaveformLevels(key);
  const svg = baked ? waveformSvg(baked) : await renderWaveformOffThread(source);
  svgCache.set(key, svg);
  return svg;
}

/** Drops every cached loop, file and picture (after a reseed). */
export function clearAudioCaches(): void {
  loopCache.clear();
  planCache.clear();
  svgCache.clear();
}
