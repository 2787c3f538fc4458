import type { CuesheetDto } from '@/shared/api/contract/dto';
import { stemCodeOf, trackCodeOf } from '../lib/domain/track-code';
import type { CatalogueIndex, ComposerRecord, PublisherRecord, StemRecord, TrackRecord } from '../search/catalogue-index';

/**
 * Cue sheets as broadcasters file them: one CSV row per cue (CRLF, every cell quoted) with its
 * sequence, track code, title, version, album code and title, library, the writers (role, PRO,
 * IPI, share) and the publishers (PRO, share), and the duration (m:ss). Writer shares sum to
 * 100 % and publisher shares sum to 100 % (basis points, remainder to the first); a public-domain
 * author ("Trad.") is listed with 0 % and the arrangers of a traditional piece share the 100 %.
 */

export const LIBRARY_NAME = '4EM Production Music';

export const CUESHEET_COLUMNS = [
  'Sequence',
  'Track Code',
  'Title',
  'Version',
  'Album Code',
  'Album Title',
  'Library',
  'Composer(s)',
  'Publisher(s)',
  'Duration',
] as const;

/** A cue: a track, a version or a stem, as the catalogue stores it. */
export type Cue = { kind: 'track'; track: TrackRecord } | { kind: 'stem'; stem: StemRecord; track: TrackRecord };

function csvCell(value: string): string {
  return `"${value.replace(/"/g, '""')}"`;
}

export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

function formatShare(basisPoints: number): string {
  const percent = basisPoints / 100;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(2)}%`;
}

/** 10,000 basis points split between `count` parties, the remainder going to the first. */
export function splitShares(count: number): number[] {
  if (count <= 0) return [];
  const each = Math.floor(10_000 / count);
  return Array.from({ length: count }, (_, i) => (i === 0 ? 10_000 - each * (count - 1) : each));
}

/** The composer's IPI name number: 11 digits, stable per composer (the mock has no registry). */
export function ipiOf(composer: Pick<ComposerRecord, 'id'>): string {
  return String(100_000_000 + composer.id * 7_919_213).padStart(11, '0');
}

export function composerCell(composers: ComposerRecord[], traditional: boolean): string {
  const writers = composers.filter((composer) => composer.pro !== 'PD');
  const shares = splitShares(writers.length);
  let seen = 0;
  return composers
    .map((composer) => {
      if (composer.pro === 'PD') return `${composer.name} (Public Domain, 0%)`;
      const role = traditional ? 'Arranger' : 'Composer';
      const share = shares[seen];
      seen += 1;
      return `${composer.name} (${role}, ${composer.pro}, IPI ${ipiOf(composer)}, ${formatShare(share)})`;
    })
    .join('; ');
}

export function publisherCell(publishers: PublisherRecord[]): string {
  const shares = splitShares(publishers.length);
  return publishers.map((publisher, i) => `${publisher.name} (${publisher.pro}, ${formatShare(shares[i])})`).join('; ');
}

function mainOf(track: TrackRecord, index: CatalogueIndex): TrackRecord {
  return track.parentId != null ? (index.tracks.get(track.parentId) ?? track) : track;
}

/** "4EM001-03" for a main track, "4EM001-03.2" for its second version, "4EM001-03-DRUMS" for a stem. */
export function trackCode(cue: Cue, index: CatalogueIndex): string {
  return cue.kind === 'stem' ? stemCodeOf(cue.stem, index) : trackCodeOf(cue.track, index);
}

function cueRow(cue: Cue, sequence: number, index: CatalogueIndex): string[] {
  const main = mainOf(cue.track, index);
  const album = index.albums.get(main.albumId);
  // A version carries its own credits in the catalogue; fall back to the main track's.
  const credited = cue.track.composerIds.length ? cue.track : main;
  const composers = credited.composerIds.map((id) => index.composers.get(id)).filter((c): c is ComposerRecord => !!c);
  const publishers = credited.publisherIds.map((id) => index.publishers.get(id)).filter((p): p is PublisherRecord => !!p);
  const version = cue.kind === 'stem' ? `Stem: ${cue.stem.title}` : cue.track.parentId != null ? cue.track.version_title || 'Version' : 'Full';
  const duration = cue.kind === 'stem' && cue.stem.duration > 0 ? cue.stem.duration : cue.track.duration;
  return [
    String(sequence),
    trackCode(cue, index),
    main.title,
    version,
    album?.disc_number ?? '',
    album?.title ?? '',
    LIBRARY_NAME,
    composerCell(composers, credited.is_traditional_arrangement),
    publisherCell(publishers),
    formatDuration(duration),
  ];
}

export function buildCuesheetCsv(cues: Cue[], index: CatalogueIndex): string {
  const lines = [CUESHEET_COLUMNS.map(csvCell).join(',')];
  cues.forEach((cue, i) => lines.push(cueRow(cue, i + 1, index).map(csvCell).join(',')));
  return `${lines.join('\r\n')}\r\n`;
}

export function buildCuesheet(cues: Cue[], hidden: number, typeLabel: string, index: CatalogueIndex): CuesheetDto {
  const csv = buildCuesheetCsv(cues, index);
  if (cues.length === 0 && hidden === 0) return { csv, message: `This ${typeLabel} has no tracks yet.` };
  if (hidden > 0) {
    return { csv, message: `${hidden} ${hidden === 1 ? 'track is' : 'tracks are'} not listed due to your PRO restrictions.` };
  }
  return { csv };
}
