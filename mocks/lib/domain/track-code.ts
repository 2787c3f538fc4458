import type { CatalogueIndex, StemRecord, TrackRecord } from '../../search/catalogue-index';

/**
 * Track codes, the catalogue numbers this library prints on its cue sheets and at the start of the
 * file names it delivers: "{album code}-{track number}" for a main track ("4EM001-03"), ".{n}" for
 * its n-th version ("4EM001-03.2"), "-{PART}" for a stem ("4EM001-03-DRUMS"). The real API's codes
 * are assumed to follow the same rule (docs/mock-api.md); the client only compares them.
 */

function mainOf(track: TrackRecord, index: CatalogueIndex): TrackRecord {
  return track.parentId != null ? (index.tracks.get(track.parentId) ?? track) : track;
}

function mainCode(main: TrackRecord, index: CatalogueIndex): string {
  const album = index.albums.get(main.albumId);
  return `${album?.disc_number ?? '4EM'}-${String(main.track_number).padStart(2, '0')}`;
}

const stemPart = (title: string) => title.toUpperCase().replace(/[^A-Z0-9]+/g, '');

/** The code of a main track or a version. */
export function trackCodeOf(track: TrackRecord, index: CatalogueIndex): string {
  const main = mainOf(track, index);
  const base = mainCode(main, index);
  if (main === track) return base;
  const versions = index.versionsOf.get(main.id) ?? [];
  return `${base}.${versions.findIndex((version) => version.id === track.id) + 1}`;
}

/** The code of a stem: its track's code and its part. */
export function stemCodeOf(stem: StemRecord, index: CatalogueIndex): string {
  const track = index.tracks.get(stem.trackId);
  return `${track ? trackCodeOf(track, index) : '4EM'}-${stemPart(stem.title)}`;
}

export type CodedItem = { kind: 'track'; track: TrackRecord; main: TrackRecord } | { kind: 'stem'; stem: StemRecord; main: TrackRecord };

const CODE = /^([A-Z0-9]+)-(\d{2,})(?:\.(\d+)|-([A-Z0-9]+))?$/;

/** The track, version or stem a code names (any case, spaces around it ignored); null when none. */
export function findByTrackCode(text: string, index: CatalogueIndex): CodedItem | null {
  const match = CODE.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, disc, number, version, part] = match;
  const album = index.albumByDisc.get(disc);
  if (!album) return null;
  const positions = index.albumPositions.get(album.id) ?? [];
  const main = positions.map((position) => index.main[position]).find((track) => track.track_number === Number(number));
  if (!main) return null;
  if (version !== undefined) {
    const track = (index.versionsOf.get(main.id) ?? [])[Number(version) - 1];
    return track ? { kind: 'track', track, main } : null;
  }
  if (part !== undefined) {
    const stem = (index.stemsOf.get(main.id) ?? []).find((candidate) => stemPart(candidate.title) === part);
    return stem ? { kind: 'stem', stem, main } : null;
  }
  return { kind: 'track', track: main, main };
}
