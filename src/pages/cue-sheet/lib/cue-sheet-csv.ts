import type { CueSheetParty } from '@/entities/cue-sheet';

/**
 * The cue sheet of a programme as a CSV broadcasters and PROs take in: the production's fields, a
 * blank row, then one row per cue in timeline order. Every cell is quoted and rows end in CRLF,
 * as the library's own cue sheets are written. Several writers or publishers share one cell,
 * separated by "; ", each as "Name (PRO, IPI n, share%)" with what is unknown left out.
 */

export interface CueSheetHeader {
  productionTitle: string;
  episodeTitle: string;
  episodeNumber: string;
  productionCompany: string;
  /** "m:ss" or "h:mm:ss". */
  programmeLength: string;
  /** As typed ("2025-03-01"). */
  airDate: string;
}

export interface CueSheetRow {
  number: number;
  title: string;
  trackCode: string;
  library: string;
  composers: CueSheetParty[];
  publishers: CueSheetParty[];
  usage: string;
  timecodeIn: string;
  timecodeOut: string;
  /** "m:ss". */
  duration: string;
}

export const CUE_SHEET_COLUMNS = [
  'Cue #',
  'Title',
  'Track Code',
  'Library',
  'Composer(s)',
  'Publisher(s)',
  'Usage',
  'Timecode In',
  'Timecode Out',
  'Duration',
] as const;

const HEADER_LABELS: [keyof CueSheetHeader, string][] = [
  ['productionTitle', 'Production Title'],
  ['episodeTitle', 'Episode Title'],
  ['episodeNumber', 'Episode Number'],
  ['productionCompany', 'Production Company'],
  ['programmeLength', 'Programme Length'],
  ['airDate', 'Air Date'],
];

const cell = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** 50 → "50%", 33.333 → "33.33%". */
export function formatShare(percent: number): string {
  const rounded = Math.round(percent * 100) / 100;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(2).replace(/0$/, '')}%`;
}

/** "Jane Doe (ASCAP, IPI 00123456789, 50%)"; a credit with nothing known but its name is the name. */
export function formatParty(party: CueSheetParty): string {
  const details = [party.pro, party.ipi ? `IPI ${party.ipi}` : null, party.share !== null ? formatShare(party.share) : null].filter(
    (part): part is string => !!part,
  );
  return details.length > 0 ? `${party.name} (${details.join(', ')})` : party.name;
}

export function cueSheetCsv(header: CueSheetHeader, rows: readonly CueSheetRow[]): string {
  const lines = HEADER_LABELS.map(([field, label]) => [label, header[field].trim()]);
  lines.push([]);
  lines.push([...CUE_SHEET_COLUMNS]);
  for (const row of rows) {
    lines.push([
      String(row.number),
      row.title,
      row.trackCode,
      row.library,
      row.composers.map(formatParty).join('; '),
      row.publishers.map(formatParty).join('; '),
      row.usage,
      row.timecodeIn,
      row.timecodeOut,
      row.duration,
    ]);
  }
  return `${lines.map((cells) => cells.map(cell).join(',')).join('\r\n')}\r\n`;
}
