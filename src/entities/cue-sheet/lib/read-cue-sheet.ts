/**
 * Reads the CSV of a cue sheet call (`{csv}`): one row per cue under a header row. The columns
 * are the server's; those read here are named by their header, so an added or moved column does
 * not break reading, and a missing one reads as empty.
 */

/** A writer or publisher as a cue sheet credits them; what the cell leaves out is null. */
export interface CueSheetParty {
  name: string;
  pro: string | null;
  /** The writer's IPI name number (publishers have none here). */
  ipi: string | null;
  /** Percent of the writers' (or publishers') share: 50 for "50%". */
  share: number | null;
}

export interface CueSheetEntry {
  trackCode: string;
  title: string;
  library: string;
  composers: CueSheetParty[];
  publishers: CueSheetParty[];
}

/** Roles a credit may name before its PRO ("Composer", "Arranger"…): not an affiliation. */
const ROLES = new Set(['composer', 'arranger', 'author', 'lyricist', 'composer/author', 'writer']);

/** Rows of RFC 4180 CSV: quoted cells may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

/** "Jane Doe (Composer, ASCAP, IPI 00123456789, 50%)" → its parts; a bare name has no others. */
export function readParty(text: string): CueSheetParty | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(.*?)\s*\(([^()]*)\)$/.exec(trimmed);
  if (!match) return { name: trimmed, pro: null, ipi: null, share: null };
  const party: CueSheetParty = { name: match[1].trim(), pro: null, ipi: null, share: null };
  for (const raw of match[2].split(',')) {
    const part = raw.trim();
    const share = /^(\d+(?:\.\d+)?)\s*%$/.exec(part);
    const ipi = /^IPI\s*#?\s*(\d+)$/i.exec(part);
    if (share) party.share = Number(share[1]);
    else if (ipi) party.ipi = ipi[1];
    else if (part && !ROLES.has(part.toLowerCase()) && party.pro === null) party.pro = part;
  }
  return party;
}

function readParties(cell: string): CueSheetParty[] {
  return cell
    .split(';')
    .map(readParty)
    .filter((party): party is CueSheetParty => party !== null);
}

/** The cues of a cue sheet answer's CSV; an answer that is not such a CSV reads as no cues. */
export function readCueSheet(csv: string): CueSheetEntry[] {
  const [header, ...rows] = parseCsv(csv);
  if (!header) return [];
  const column = (name: string) => header.findIndex((title) => title.trim().toLowerCase() === name.toLowerCase());
  const at = { code: column('Track Code'), title: column('Title'), library: column('Library'), composers: column('Composer(s)'), publishers: column('Publisher(s)') };
  const cell = (row: string[], index: number) => (index >= 0 ? (row[index] ?? '').trim() : '');
  return rows.map((row) => ({
    trackCode: cell(row, at.code),
    title: cell(row, at.title),
    library: cell(row, at.library),
    composers: readParties(cell(row, at.composers)),
    publishers: readParties(cell(row, at.publishers)),
  }));
}
