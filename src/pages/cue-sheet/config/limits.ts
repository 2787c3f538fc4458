/**
 * The album-code prefix of this library's track codes ("4EM001-03"): a name carrying a code with
 * it is the library's own file. Codes of other libraries are not looked up (a camera clip named
 * "A001-03" is not music).
 */
export const LIBRARY_CODE_PREFIX = '4EM';

/** Calls the cue sheet from an edit keeps in flight at most (finding tracks, reading cue sheets). */
export const MAX_CALLS_IN_FLIGHT = 6;

/** Pages of the person's downloads read to match file names (20 a page: the 500 most recent). */
export const MAX_DOWNLOAD_PAGES = 25;

/** How often matches found are shown while matching goes on (one redraw for all found since). */
export const MATCH_REPORT_MS = 200;
