import { object, string } from 'yup';
import type { CueSheetHeader } from '../lib/cue-sheet-csv';

/** The cue sheet's form: the production's fields (each cue's usage is kept with the cues). */
export interface EditCueSheetValues {
  productionTitle?: string;
  episodeTitle?: string;
  episodeNumber?: string;
  productionCompany?: string;
  programmeLength?: string;
  airDate?: string;
}

export const PRODUCTION_TITLE_REQUIRED = 'Production title is required';
export const PROGRAMME_LENGTH_FORMAT = 'Programme length reads like 28:30 or 1:02:00';
export const AIR_DATE_FORMAT = 'Air date reads like 2025-03-01';

/** Seconds of "m:ss" or "h:mm:ss" (minutes may pass 59 without hours: "90:00"); null otherwise. */
export function programmeSeconds(text: string | undefined): number | null {
  const value = (text ?? '').trim();
  const short = /^(\d+):([0-5]\d)$/.exec(value);
  if (short) return Number(short[1]) * 60 + Number(short[2]);
  const long = /^(\d+):([0-5]\d):([0-5]\d)$/.exec(value);
  return long ? Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3]) : null;
}

function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export const headerSchema = object({
  productionTitle: string().trim().required(PRODUCTION_TITLE_REQUIRED),
  programmeLength: string()
    .trim()
    .test('length', PROGRAMME_LENGTH_FORMAT, (value) => !value || programmeSeconds(value) !== null),
  airDate: string()
    .trim()
    .test('day', AIR_DATE_FORMAT, (value) => !value || isDay(value)),
});

/** The production's fields as the cue sheet prints them. */
export function toHeader(values: EditCueSheetValues): CueSheetHeader {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    productionTitle: text(values.productionTitle),
    episodeTitle: text(values.episodeTitle),
    episodeNumber: text(values.episodeNumber),
    productionCompany: text(values.productionCompany),
    programmeLength: text(values.programmeLength),
    airDate: text(values.airDate),
  };
}
