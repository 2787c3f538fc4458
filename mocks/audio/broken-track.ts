import { db } from '../db';

/** Title given to the scenario track whose audio file answers 404 (the player's error path). */
export const BROKEN_AUDIO_TITLE = 'Broken Audio File (Demo)';

/**
 * Scenario: one clearly titled main track whose audio answers 404, so the player's error
 * ('Error loading audio file for: "Broken Audio File (Demo)"') can be seen in the demo, stories
 * and e2e. It is a track of the newest regular album without versions or stems, so it shows on
 * the first page of the default ("newest") track search. Called right after the catalogue seed;
 * returns the track's id (an already flagged track is kept).
 */
export function markBrokenAudioTrack(): number | null {
  const flagged = db.track.findFirst({ where: { audio_broken: { equals: true } } });
  if (flagged) return flagged.id;
  const tracks = db.track.getAll();
  const withChildren = new Set<number>();
  for (const track of tracks) if (track.parentId != null) withChildren.add(track.parentId);
  for (const stem of db.stem.getAll()) withChildren.add(stem.trackId);
  const albums = db.album
    .getAll()
    .filter((album) => !/stinger/i.test(album.title))
    .sort((a, b) => b.id - a.id);
  for (const album of albums) {
    const candidates = tracks
      .filter((t) => t.albumId === album.id && t.type === 'track' && !withChildren.has(t.id) && t.duration >= 20)
      .sort((a, b) => a.track_number - b.track_number);
    const chosen = candidates.find((t) => t.track_number >= 2) ?? candidates[0];
    if (chosen) {
      db.track.update({ where: { id: { equals: chosen.id } }, data: { audio_broken: true, title: BROKEN_AUDIO_TITLE } });
      return chosen.id;
    }
  }
  return null;
}
