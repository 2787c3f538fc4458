import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { isStemVisibleTo, isTrackVisibleTo, trackVisibilityFilter } from './lib/domain/pro';

const BASE = 900_000;

// The catalogue is seeded once per file: remove this file's own records after each test.
afterEach(() => {
  const where = { id: { gte: BASE } };
  db.composer.deleteMany({ where });
  db.publisher.deleteMany({ where });
  db.track.deleteMany({ where });
  db.stem.deleteMany({ where });
});

function composer(id: number, pro: string) {
  return db.composer.create({ id: BASE + id, first_name: 'C', last_name: String(id), name: `C ${id}`, pro });
}

function publisher(id: number, pro: string) {
  return db.publisher.create({ id: BASE + id, name: `P ${id}`, pro });
}

function track(id: number, composerIds: number[], publisherIds: number[], parentId: number | null = null) {
  return db.track.create({
    id: BASE + id,
    type: parentId ? 'version' : 'track',
    parentId: parentId ? BASE + parentId : null,
    title: `T ${id}`,
    composerIds: composerIds.map((c) => BASE + c),
    publisherIds: publisherIds.map((p) => BASE + p),
  });
}

describe('isTrackVisibleTo', () => {
  const bmiUser = { restricted_pro_groups: ['BMI'] };

  it('hides a track with a composer or a publisher in a restricted group', () => {
    composer(1, 'ASCAP');
    composer(2, 'BMI');
    publisher(3, 'SESAC');
    publisher(4, 'bmi');
    expect(isTrackVisibleTo(track(10, [1], [3]), bmiUser)).toBe(true);
    expect(isTrackVisibleTo(track(11, [1, 2], [3]), bmiUser)).toBe(false);
    expect(isTrackVisibleTo(track(12, [1], [3, 4]), bmiUser)).toBe(false);
  });

  it('shows everything to visitors and unrestricted users', () => {
    composer(2, 'BMI');
    const bmiTrack = track(11, [2], []);
    expect(isTrackVisibleTo(bmiTrack, null)).toBe(true);
    expect(isTrackVisibleTo(bmiTrack, { restricted_pro_groups: [] })).toBe(true);
    expect(isTrackVisibleTo(bmiTrack, { restricted_pro_groups: ['PRS'] })).toBe(true);
  });

  it("applies the main track's people to its versions and stems", () => {
    composer(2, 'BMI');
    track(20, [2], []);
    const version = track(21, [], [], 20);
    expect(isTrackVisibleTo(version, bmiUser)).toBe(false);
    const stem = db.stem.create({ id: BASE + 1, trackId: BASE + 20, title: 'Drums', duration: 30 });
    expect(isStemVisibleTo(stem, bmiUser)).toBe(false);
    expect(isStemVisibleTo(stem, null)).toBe(true);
  });

  it('filters a seeded catalogue so the PRO persona never gets a BMI track', () => {
    const visible = db.track.getAll().filter(trackVisibilityFilter(bmiUser));
    const bmiComposers = new Set(db.composer.findMany({ where: { pro: { equals: 'BMI' } } }).map((c) => c.id));
    const bmiPublishers = new Set(db.publisher.findMany({ where: { pro: { equals: 'BMI' } } }).map((p) => p.id));
    expect(visible.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(db.track.count());
    for (const t of visible) {
      expect(t.composerIds.some((id) => bmiComposers.has(id))).toBe(false);
      expect(t.publisherIds.some((id) => bmiPublishers.has(id))).toBe(false);
    }
  });
});
