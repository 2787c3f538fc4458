import type { PersonDto } from '@/shared/api';

/** A catalogue item a clip is matched to: a track or version (`track`), or a stem, with its main track. */
export interface MatchedItem {
  type: 'track' | 'stem';
  id: number;
  /** The main track (the composition): the item itself for a main track. */
  mainId: number;
}

/** How a clip's track was found, in the order tried; `picked` when the person chose it. */
export type MatchVia = 'code' | 'download' | 'title' | 'picked';

/** What matching found for a source of clips. */
export type SourceMatch =
  | { status: 'matching' }
  | { status: 'matched'; via: Exclude<MatchVia, 'picked'>; item: MatchedItem }
  /** Nothing in the catalogue has its code, a downloaded file's name or its title. */
  | { status: 'not-found' }
  /** A library file (its name carries this library's track code) the catalogue does not show this person. */
  | { status: 'unavailable' }
  /** The server failed while it was looked up. */
  | { status: 'failed'; message: string };

/** A cue as the cue sheet lists it (the page's cue, its usage, its timecodes as printed). */
export interface CueLine {
  number: number;
  item: MatchedItem;
  title: string;
  trackCode: string;
  /** The track's writers and publishers (name and PRO), for when its cue sheet call gives none. */
  composers: PersonDto[];
  publishers: PersonDto[];
  usage: CueUsage;
  timecodeIn: string;
  timecodeOut: string;
  /** "m:ss". */
  duration: string;
}

/** A cue's use in the programme, as broadcasters' cue sheets code it. */
export type CueUsage = 'BI' | 'BV' | 'VI' | 'VV' | 'MT' | 'ET' | 'OT';

export const CUE_USAGES: readonly { value: CueUsage; label: string }[] = [
  { value: 'BI', label: 'BI – Background instrumental' },
  { value: 'BV', label: 'BV – Background vocal' },
  { value: 'VI', label: 'VI – Visual instrumental' },
  { value: 'VV', label: 'VV – Visual vocal' },
  { value: 'MT', label: 'MT – Main title' },
  { value: 'ET', label: 'ET – End title' },
  { value: 'OT', label: 'OT – Opening theme' },
];

export const DEFAULT_USAGE: CueUsage = 'BI';
