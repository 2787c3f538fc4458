import { describe, expect, it } from 'vitest';
import { db } from './db';
import { catalogueFingerprint } from './lib/server/persistence';
import { get, login } from './lib/testing/client';
import { ALL_MODELS, restoreSnapshot, takeSnapshot, type Snapshot } from './lib/server/snapshot';
import { databaseSnapshotJson } from './seed/database-snapshot';
import { PERSONAS } from './seed/people';

describe('the seeded database snapshot (what the demo loads instead of running faker)', () => {
  it('restores exactly the seeded database, and requests work on it', async () => {
    const json = databaseSnapshotJson();
    const seeded = takeSnapshot(ALL_MODELS);
    const fingerprint = catalogueFingerprint();

    db.track.deleteMany({ where: {} });
    db.user.deleteMany({ where: {} });
    restoreSnapshot(JSON.parse(json) as Snapshot);

    expect(catalogueFingerprint()).toBe(fingerprint);
    expect(takeSnapshot(ALL_MODELS)).toEqual(seeded);
    const first = seeded.track![0] as { id: number; title: string };
    expect(db.track.findFirst({ where: { id: { equals: first.id } } })?.title).toBe(first.title);
    expect(db.project.findFirst({ where: {} })?.uuid).toBeTruthy();

    await login(PERSONAS.listener, 'demo1234', true);
    const me = await get('/api/users/me/');
    expect(me.status).toBe(200);
    expect(db.session.count()).toBe(1);
  });
});
