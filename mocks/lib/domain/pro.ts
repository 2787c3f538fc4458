import { db } from '../../db';
import type { StemRecord, TrackRecord } from './records';

/**
 * PRO restrictions. A user in a restricted group (e.g. "BMI") must never receive a track whose
 * composers or publishers belong to that PRO: every music endpoint filters with these helpers.
 */

interface RestrictedUser {
  restricted_pro_groups: string[];
}

type TrackLike = Pick<TrackRecord, 'composerIds' | 'publisherIds' | 'parentId'>;

interface ProIndex {
  composers: Map<number, string>;
  publishers: Map<number, string>;
  tracks: Map<number, TrackLike>;
}

let cachedIndex: ProIndex | null = null;

/** Composer/publisher PROs, built once per synchronous burst (a search filters thousands of tracks). */
function proIndex(): ProIndex {
  if (cachedIndex) return cachedIndex;
  cachedIndex = {
    composers: new Map(db.composer.getAll().map((c) => [c.id, c.pro.toUpperCase()])),
    publishers: new Map(db.publisher.getAll().map((p) => [p.id, p.pro.toUpperCase()])),
    tracks: new Map(),
  };
  queueMicrotask(() => {
    cachedIndex = null;
  });
  return cachedIndex;
}

function restrictedGroups(user: RestrictedUser | null | undefined): Set<string> {
  return new Set((user?.restricted_pro_groups ?? []).map((group) => group.toUpperCase()));
}

function parentOf(track: TrackLike, index: ProIndex): TrackLike | null {
  if (track.parentId == null) return null;
  if (!index.tracks.has(track.parentId)) {
    const parent = db.track.findFirst({ where: { id: { equals: track.parentId } } });
    if (parent) index.tracks.set(parent.id, parent);
  }
  return index.tracks.get(track.parentId) ?? null;
}

function touchesGroups(track: TrackLike, groups: Set<string>, index: ProIndex): boolean {
  const pros = [
    ...track.composerIds.map((id) => index.composers.get(id)),
    ...track.publisherIds.map((id) => index.publishers.get(id)),
  ];
  if (pros.some((pro) => pro !== undefined && groups.has(pro))) return true;
  const parent = parentOf(track, index);
  return parent ? touchesGroups({ ...parent, parentId: null }, groups, index) : false;
}

/**
 * A predicate for one user, cheap to call on every track of a search. A version also inherits
 * its main track's composers and publishers.
 */
export function trackVisibilityFilter(user: RestrictedUser | null | undefined): (track: TrackLike) => boolean {
  const groups = restrictedGroups(user);
  if (groups.size === 0) return () => true;
  return (track) => !touchesGroups(track, groups, proIndex());
}

/** False when any composer's or publisher's PRO is among the user's restricted groups. */
export function isTrackVisibleTo(track: TrackLike, user: RestrictedUser | null | undefined): boolean {
  return trackVisibilityFilter(user)(track);
}

/** A stem is visible when its main track is. */
export function isStemVisibleTo(stem: Pick<StemRecord, 'trackId'>, user: RestrictedUser | null | undefined): boolean {
  if (restrictedGroups(user).size === 0) return true;
  const track = db.track.findFirst({ where: { id: { equals: stem.trackId } } });
  return track ? isTrackVisibleTo(track, user) : false;
}
