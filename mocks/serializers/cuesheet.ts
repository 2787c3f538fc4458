import type { CuesheetDto, PersonDto, TrackDto } from '@/shared/api/dto';

/**
 * Cue sheets as CSV: one row per track or stem with the columns Title, Composer(s) (each with
 * PRO and writer share), Publisher(s) (each with PRO) and Duration (m:ss). Public-domain authors
 * ("Trad.") take no share; the writers split 100 % (basis points, remainder to the first).
 */

export const CUESHEET_COLUMNS = ['Title', 'Composer(s)', 'Publisher(s)', 'Duration'] as const;

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

export function composerCell(composers: PersonDto[]): string {
  const writers = composers.filter((composer) => composer.pro !== 'PD');
  const each = writers.length ? Math.floor(10_000 / writers.length) : 0;
  const first = 10_000 - each * Math.max(0, writers.length - 1);
  let seen = 0;
  return composers
    .map((composer) => {
      if (composer.pro === 'PD') return `${composer.name} (Public Domain) 0%`;
      const share = seen === 0 ? first : each;
      seen += 1;
      return `${composer.name} (${composer.pro}) ${formatShare(share)}`;
    })
    .join('; ');
}

export function publisherCell(publishers: PersonDto[]): string {
  return publishers.map((publisher) => `${publisher.name} (${publisher.pro})`).join('; ');
}

export function buildCuesheetCsv(items: TrackDto[]): string {
  const lines = [CUESHEET_COLUMNS.map(csvCell).join(',')];
  for (const item of items) {
    lines.push(
      [item.full_title, composerCell(item.composers), publisherCell(item.publishers), formatDuration(item.audio_file.duration)]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function buildCuesheet(items: TrackDto[], hidden: number, typeLabel: string): CuesheetDto {
  const csv = buildCuesheetCsv(items);
  if (items.length === 0 && hidden === 0) return { csv, message: `This ${typeLabel} has no tracks yet.` };
  if (hidden > 0) {
    return { csv, message: `${hidden} ${hidden === 1 ? 'track is' : 'tracks are'} not listed due to your PRO restrictions.` };
  }
  return { csv };
}
