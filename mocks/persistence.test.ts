import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { readMockOptions, SCENARIO_STORAGE_KEY } from './lib/server/mock-options';
import { matchesCatalogue, readStoredDatabase, saveDatabase, STORAGE_KEY } from './lib/server/persistence';
import { restoreSnapshot } from './lib/server/snapshot';
import { login } from './lib/testing/client';
import { seedCatalogueOnly } from './seed';
import { PERSONAS } from './seed/people';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('browser persistence', () => {
  it('saves the people tables and restores them over a re-seeded catalogue', async () => {
    await login(PERSONAS.listener, 'demo1234', true);
    const sessionId = db.session.getAll()[0].id;
    saveDatabase();
    expect(localStorage.getItem(STORAGE_KEY)).toContain(sessionId);

    seedCatalogueOnly(); // a reload: empty people, same catalogue
    expect(db.session.count()).toBe(0);
    const stored = readStoredDatabase();
    expect(stored && matchesCatalogue(stored)).toBe(true);
    restoreSnapshot(stored!.tables);
    expect(db.session.getAll()[0]).toMatchObject({ id: sessionId, persistent: true });
    expect(db.project.count()).toBeGreaterThan(0);
  });

  it('ignores a stored database of another format', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ version: 0, tables: {} }));
    expect(readStoredDatabase()).toBeNull();
  });
});

describe('?mock= options', () => {
  it('reads scenarios, reset and scale, and keeps the scenarios for the tab', () => {
    expect(readMockOptions('?mock=slow,reset,scale:large,error:/api/x/')).toEqual({
      scenarios: ['slow', 'error:/api/x/'],
      reset: true,
      scale: 'large',
    });
    expect(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).toBe('slow,error:/api/x/');
    expect(readMockOptions('?page=2')).toEqual({ scenarios: ['slow', 'error:/api/x/'], reset: false, scale: null });
    expect(readMockOptions('?mock=')).toEqual({ scenarios: [], reset: false, scale: null });
    expect(readMockOptions('')).toEqual({ scenarios: [], reset: false, scale: null });
  });
});
