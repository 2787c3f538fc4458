import { afterAll, describe, expect, it } from 'vitest';
import { markBrokenAudioTrack } from '../audio/broken-track';
import { db } from '../db';
import { ALBUM_THEMES, PLAYLISTS } from '../factories/catalogue-themes';
import { INSTRUMENT_CATEGORIES, KEYWORD_CATEGORIES } from '../factories/catalogue-taxonomy';
import { seedCatalogue } from '../seed/catalogue';
import { catalogueIndex } from './catalogue-index';
import { searchTracks } from './engine';
import { parseSearchParams } from './params';

/** The seeded catalogue: size, variety the UI depends on, determinism, and the scale knob. */

describe('default catalogue', () => {
  it('has the documented size', () => {
    const tracks = db.track.getAll();
    const main = tracks.filter((track) => track.type === 'track');
    expect(db.album.count()).toBeGreaterThanOrEqual(60);
    expect(main).toHaveLength(600);
    expect(tracks.filter((track) => track.type === 'version').length).toBeGreaterThan(300);
    expect(db.stem.count()).toBeGreaterThan(500);
    expect(db.playlist.count()).toBe(15);
    expect(db.sampler.count()).toBe(5);
    const composers = db.composer.getAll().filter((composer) => composer.name !== 'Trad.');
    expect(composers).toHaveLength(40);
    expect(new Set(composers.map((composer) => composer.pro))).toEqual(new Set(['ASCAP', 'BMI', 'SESAC', 'PRS', 'GEMA', 'SOCAN']));
    expect(db.publisher.getAll().every((publisher) => publisher.pro)).toBe(true);
  });

  it('has the variety the track display needs', () => {
    const main = db.track.getAll().filter((track) => track.type === 'track');
    const durations = main.map((track) => track.duration);
    expect(Math.min(...durations)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...durations)).toBeLessThanOrEqual(240);
    const bpms = main.flatMap((track) => track.bpm);
    expect(Math.min(...bpms)).toBeGreaterThanOrEqual(60);
    expect(Math.max(...bpms)).toBeLessThanOrEqual(180);
    // Turn times: none, valid ones, zero, and past the end.
    expect(main.some((track) => track.turn_times.length === 0)).toBe(true);
    expect(main.some((track) => track.turn_times.some((t) => t > 0 && t < track.duration))).toBe(true);
    expect(main.some((track) => track.turn_times.includes(0))).toBe(true);
    expect(main.some((track) => track.turn_times.some((t) => t >= track.duration))).toBe(true);
    // Traditional arrangements credit "Trad." first; several composers on some tracks.
    const trad = db.composer.getAll().find((composer) => composer.name === 'Trad.')!;
    const arranged = main.filter((track) => track.is_traditional_arrangement);
    expect(arranged.length).toBeGreaterThan(5);
    expect(arranged.every((track) => track.composerIds[0] === trad.id)).toBe(true);
    expect(main.some((track) => track.composerIds.length >= 2 && !track.is_traditional_arrangement)).toBe(true);
    // Artwork missing on some albums, the "Stingers & Transitions" album of 6-10 s tracks.
    expect(db.album.getAll().some((album) => album.artwork === null)).toBe(true);
    const stingers = db.album.getAll().find((album) => album.title === 'Stingers & Transitions')!;
    const short = main.filter((track) => track.albumId === stingers.id);
    expect(short.length).toBeGreaterThanOrEqual(6);
    expect(short.every((track) => track.duration >= 6 && track.duration <= 10)).toBe(true);
    // Versions carry the usual names; one splash album; featured flags.
    const versionNames = new Set(db.track.getAll().map((track) => track.version_title).filter(Boolean));
    for (const name of ['60 sec', '30 sec', 'Underscore', 'Alt Mix']) expect(versionNames).toContain(name);
    expect(db.album.getAll().filter((album) => album.is_splash)).toHaveLength(1);
    expect(db.album.getAll().filter((album) => album.featured).length).toBeGreaterThan(5);
    expect(db.stem.getAll().map((stem) => stem.title)).toEqual(expect.arrayContaining(['Drums', 'Bass', 'Strings', 'Keys', 'Synths']));
  });

  it('names only keywords and instruments that exist, each name once', () => {
    const keywordNames = KEYWORD_CATEGORIES.flatMap((category) => category.subcategories.flatMap((sub) => sub.keywords));
    const instrumentNames = INSTRUMENT_CATEGORIES.flatMap((category) => category.instruments);
    const all = [...keywordNames, ...instrumentNames];
    expect(new Set(all.map((name) => name.toLowerCase())).size).toBe(all.length);
    for (const theme of ALBUM_THEMES) {
      for (const name of [...theme.genres, ...theme.moods, ...theme.energy, ...theme.usage, ...theme.shows, ...(theme.era ?? []), ...(theme.ethnic ?? [])]) {
        expect(keywordNames, `${theme.title}: ${name}`).toContain(name);
      }
      for (const name of theme.instruments) expect(instrumentNames, `${theme.title}: ${name}`).toContain(name);
    }
    for (const playlist of PLAYLISTS) for (const name of playlist.keywords) expect(keywordNames).toContain(name);
    expect(all.every((name) => !name.includes(','))).toBe(true);
  });

  it('is deterministic', () => {
    const snapshot = () =>
      JSON.stringify({
        tracks: db.track.getAll().slice(0, 50),
        albums: db.album.getAll(),
        playlists: db.playlist.getAll(),
        stems: db.stem.getAll().slice(-20),
      });
    seedCatalogue();
    const before = snapshot();
    seedCatalogue();
    expect(snapshot()).toBe(before);
    markBrokenAudioTrack(); // back to the full seed (mocks/seed/index.ts adds the player's scenario track)
  });
});

describe('scale knob', () => {
  afterAll(() => {
    seedCatalogue();
    markBrokenAudioTrack();
  });

  it('builds the requested number of main tracks, and the index follows', () => {
    const summary = seedCatalogue({ tracks: 3000 });
    expect(summary.tracks).toBe(3000);
    expect(summary.albums).toBe(300);
    expect(db.track.getAll().filter((track) => track.type === 'track')).toHaveLength(3000);
    expect(catalogueIndex().main).toHaveLength(3000);
    expect(searchTracks(parseSearchParams(''), null).total_count).toBe(3000);
    // Records inserted in bulk behave like created ones.
    const track = db.track.findFirst({ where: { id: { equals: 2999 } } });
    expect(track?.id).toBe(2999);
    db.track.update({ where: { id: { equals: 2999 } }, data: { title: 'Renamed For The Test' } });
    expect(searchTracks(parseSearchParams('track_title=renamed'), null).tracks.map((t) => t.id)).toEqual([2999]);
  });

  it('reads MOCK_TRACKS when no size is given', () => {
    const previous = process.env.MOCK_TRACKS;
    process.env.MOCK_TRACKS = '700';
    try {
      expect(seedCatalogue().tracks).toBe(700);
    } finally {
      if (previous === undefined) delete process.env.MOCK_TRACKS;
      else process.env.MOCK_TRACKS = previous;
    }
    expect(seedCatalogue().tracks).toBe(600);
  });
});
