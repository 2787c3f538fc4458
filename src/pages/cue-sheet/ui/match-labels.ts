import type { MatchVia } from '../model/types';

/** How a cue's track was found, in the words the page shows. */
export const MATCH_LABELS: Record<MatchVia, string> = {
  code: 'Track code in the file name',
  download: 'A file you downloaded',
  title: 'Title search',
  picked: 'Picked by you',
};

/** Why a clip makes no cue. */
export const APART_LABELS = {
  matching: 'Looking it up…',
  'not-found': 'No library track found',
  unavailable: 'Not available to your account',
  failed: 'The lookup failed',
  excluded: 'Not library music',
} as const;
