import type { EditClip } from '@/entities/edit';
import { LIBRARY_CODE_PREFIX } from '../config/limits';

/**
 * What an edit says about where a clip's audio came from: its media file's name, its clip name
 * and reel. Clips with the same source are the same audio, matched once.
 */

/** A source of clips: the names it goes by and how many clips use it. */
export interface ClipSource {
  key: string;
  /** The names to match on, file name first (without folders and extension, as read). */
  names: string[];
  clipCount: number;
  /** The record-side start of its first clip (for listing it in timeline order). */
  firstRecordIn: number;
}

/** A track code found in a name: the whole code and its main track's part. */
export interface FoundTrackCode {
  code: string;
  main: string;
  /** ".2" → 2: the main track's second version. */
  version: number | null;
  /** "-DRUMS" → "DRUMS": a stem's part. */
  part: string | null;
}

const EXTENSION = /\.[a-z0-9]{2,5}$/i;
// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001f\u007f-\u009f]/g;

/** A file name without its extension ("Midnight Run.wav" → "Midnight Run"). */
export function withoutExtension(name: string): string {
  return name.replace(EXTENSION, '');
}

/** The key clips share when they come from the same audio: file name, else clip name, else reel. */
export function sourceKeyOf(clip: Pick<EditClip, 'fileName' | 'clipName' | 'reel'>): string {
  return (clip.fileName ?? clip.clipName ?? clip.reel ?? '').trim();
}

/** The sources of an edit's clips, in timeline order of their first use. */
export function clipSources(clips: readonly EditClip[]): ClipSource[] {
  const byKey = new Map<string, ClipSource>();
  for (const clip of clips) {
    const key = sourceKeyOf(clip);
    let source = byKey.get(key);
    if (!source) {
      source = { key, names: [], clipCount: 0, firstRecordIn: clip.recordIn };
      byKey.set(key, source);
    }
    source.clipCount += 1;
    source.firstRecordIn = Math.min(source.firstRecordIn, clip.recordIn);
    for (const name of [clip.fileName, clip.clipName]) {
      const bare = name ? withoutExtension(name.trim()) : '';
      if (bare && !source.names.includes(bare)) source.names.push(bare);
    }
  }
  return [...byKey.values()].sort((a, b) => a.firstRecordIn - b.firstRecordIn || a.key.localeCompare(b.key));
}

const CODE = new RegExp(String.raw`(?:^|[^A-Z0-9])(${LIBRARY_CODE_PREFIX}[A-Z]*\d+-\d{2,3})(?:\.(\d{1,2})|-([A-Z][A-Z0-9]*))?(?=$|[^A-Z0-9])`, 'i');

/** The library's track code in a name ("4EM001-03.2 Midnight Run (60 sec)"), or null. */
export function findTrackCode(name: string): FoundTrackCode | null {
  const match = CODE.exec(name);
  if (!match) return null;
  const main = match[1].toUpperCase();
  const version = match[2] === undefined ? null : Number(match[2]);
  const part = match[3] === undefined ? null : match[3].toUpperCase();
  return { code: version !== null ? `${main}.${version}` : part !== null ? `${main}-${part}` : main, main, version, part };
}

/** A name as the library's files are named: unsafe characters removed, whitespace collapsed, any case. */
export function comparableName(name: string): string {
  return name.replace(/\s+/g, ' ').replace(UNSAFE, '').replace(/ {2,}/g, ' ').trim().toLowerCase();
}

/** A name without the track code it starts with ("4EM001-03 Midnight Run" → "Midnight Run"). */
export function withoutTrackCode(name: string): string {
  const found = findTrackCode(name);
  if (!found) return name.trim();
  const at = name.toUpperCase().indexOf(found.code);
  return at === 0 ? name.slice(found.code.length).replace(/^[\s_-]+/, '').trim() : name.trim();
}

/** What a title search looks for: the track's title, and the version or stem it names. */
export interface TitleParts {
  /** The whole name, for a track whose title it is. */
  whole: string;
  /** The main track's title ("Midnight Run" of "Midnight Run (60 sec)" or "Midnight Run - Drums"). */
  title: string;
  version: string | null;
  part: string | null;
}

/** Splits "Midnight Run (60 sec)" and "Midnight Run - Drums" as the library titles versions and stems. */
export function titleParts(name: string): TitleParts | null {
  const whole = withoutTrackCode(name).replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!/[a-z]/i.test(whole)) return null;
  const version = /^(.+?)\s*\(([^()]+)\)$/.exec(whole);
  if (version) return { whole, title: version[1].trim(), version: version[2].trim(), part: null };
  const part = /^(.+?)\s+-\s+([^-]+)$/.exec(whole);
  if (part) return { whole, title: part[1].trim(), version: null, part: part[2].trim() };
  return { whole, title: whole, version: null, part: null };
}
