import { describe, expect, it } from 'vitest';
import { db } from './db';
import { restoreSnapshot, takeSnapshot } from './lib/server/snapshot';
import { resetDatabase, seedDatabase } from './seed';
import { DEMO_PASSWORD, PERSONAS } from './seed/people';

const user = (email: string) => db.user.findFirst({ where: { email: { equals: email } } });

describe('mock seed', () => {
  it('has the five personas with their traits, all with the demo password', () => {
    expect(user(PERSONAS.listener)).toMatchObject({ preferred_download_format: 'ask', downloads_remaining: 25, is_admin: false, restricted_pro_groups: [] });
    expect(user(PERSONAS.pro)).toMatchObject({ restricted_pro_groups: ['BMI'] });
    expect(user(PERSONAS.admin)).toMatchObject({ is_admin: true });
    expect(user(PERSONAS.limit)).toMatchObject({ downloads_remaining: 0 });
    expect(user(PERSONAS.mp3)).toMatchObject({ preferred_download_format: 'MP3' });
    for (const email of Object.values(PERSONAS)) expect(user(email)?.password).toBe(DEMO_PASSWORD);
    expect(db.user.count()).toBeGreaterThan(20);
  });

  it('gives the listener 3 projects of tracks and stems, and activity of each type', () => {
    const listener = user(PERSONAS.listener)!;
    const projects = db.project.findMany({ where: { ownerId: { equals: listener.id } } });
    expect(projects).toHaveLength(3);
    for (const project of projects) {
      const items = db.projectItem.findMany({ where: { projectUuid: { equals: project.uuid } } });
      expect(items.some((i) => i.type === 'track')).toBe(true);
      expect(items.some((i) => i.type === 'stem')).toBe(true);
    }
    const types = new Set(db.activity.findMany({ where: { userId: { equals: listener.id } } }).map((a) => a.activity_type));
    expect(types).toEqual(new Set(['download', 'cuesheet', 'share']));
  });

  it('is deterministic', () => {
    const strip = (rows: Record<string, unknown>[] = []) => rows.map(({ timestamp: _t, created_at: _c, updated_at: _u, date_joined: _d, ...rest }) => rest);
    const first = takeSnapshot(['user', 'project', 'projectItem', 'activity', 'track', 'composer']);
    seedDatabase();
    const second = takeSnapshot(['user', 'project', 'projectItem', 'activity', 'track', 'composer']);
    for (const name of Object.keys(first) as (keyof typeof first)[]) {
      expect(strip(second[name]), name).toEqual(strip(first[name]));
    }
  });

  it('resetDatabase() forgets changes; a snapshot restores them', () => {
    db.user.update({ where: { email: { equals: PERSONAS.listener } }, data: { first_name: 'Changed' } });
    const changed = takeSnapshot();
    resetDatabase();
    expect(user(PERSONAS.listener)?.first_name).toBe('Jamie');
    restoreSnapshot(changed);
    expect(user(PERSONAS.listener)?.first_name).toBe('Changed');
  });
});
