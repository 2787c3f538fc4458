import { describe, expect, it } from 'vitest';
import type { CuesheetDto } from '@/shared/api/contract/dto';
import { db } from './db';
import { getJson, logIn } from './lib/testing/music-client';
import { CUESHEET_COLUMNS, LIBRARY_NAME } from './serializers/cuesheet';
import { catalogueIndex } from './search/catalogue-index';

/** Parses the quoted CSV the mock writes (every cell quoted, "" escapes, CRLF rows). */
function parseCsv(csv: string): string[][] {
  return csv
    .trim()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1].replace(/""/g, '"')));
}

const column = (name: (typeof CUESHEET_COLUMNS)[number]) => CUESHEET_COLUMNS.indexOf(name);

/** Sum of the "NN%" shares in a composer or publisher cell, in basis points. */
function shareSum(cell: string): number {
  return [...cell.matchAll(/(\d+(?:\.\d+)?)%\)/g)].reduce((sum, match) => sum + Math.round(Number(match[1]) * 100), 0);
}

describe('GET /api/music/{type}s/{key}/cuesheet/', () => {
  it('needs a session', async () => {
    expect(await getJson('/api/music/tracks/1/cuesheet/', 401)).toEqual({ detail: 'Not authenticated' });
  });

  it('writes one row per cue a broadcaster accepts: codes, titles, library, writers and publishers with shares summing to 100', async () => {
    await logIn('listener@example.com');
    const album = db.album.getAll()[3];
    const body = await getJson<CuesheetDto>(`/api/music/albums/${album.disc_number}/cuesheet/`);
    const [header, ...rows] = parseCsv(body.csv);
    expect(header).toEqual([...CUESHEET_COLUMNS]);
    const tracks = catalogueIndex().main.filter((track) => track.albumId === album.id);
    expect(rows).toHaveLength(tracks.length);
    rows.forEach((row, i) => {
      expect(row[column('Sequence')]).toBe(String(i + 1));
      expect(row[column('Track Code')]).toMatch(new RegExp(`^${album.disc_number}-\\d\\d$`));
      expect(row[column('Version')]).toBe('Full');
      expect(row[column('Album Code')]).toBe(album.disc_number);
      expect(row[column('Album Title')]).toBe(album.title);
      expect(row[column('Library')]).toBe(LIBRARY_NAME);
      expect(row[column('Composer(s)')]).toMatch(/\((Composer|Arranger), (ASCAP|BMI|SESAC|PRS|GEMA|SOCAN), IPI \d{11}, [\d.]+%\)/);
      expect(shareSum(row[column('Composer(s)')])).toBe(10_000);
      expect(row[column('Publisher(s)')]).toMatch(/\((ASCAP|BMI|SESAC|PRS|GEMA|SOCAN), [\d.]+%\)/);
      expect(shareSum(row[column('Publisher(s)')])).toBe(10_000);
      expect(row[column('Duration')]).toMatch(/^\d+:\d\d$/);
    });
    expect(db.activity.getAll().some((entry) => entry.activity_type === 'cuesheet' && entry.content_type === 'album' && entry.content_id === String(album.id))).toBe(true);
  });

  it('answers tracks, versions, stems, playlists and samplers; a traditional piece credits its arrangers with the 100 %', async () => {
    await logIn('listener@example.com');
    const index = catalogueIndex();
    const version = [...index.tracks.values()].find((track) => track.parentId != null)!;
    const [, versionRow] = parseCsv((await getJson<CuesheetDto>(`/api/music/tracks/${version.id}/cuesheet/`)).csv);
    expect(versionRow[column('Version')]).toBe(version.version_title);
    expect(versionRow[column('Track Code')]).toMatch(/-\d\d\.\d+$/);

    const stem = db.stem.getAll()[0];
    const [, stemRow] = parseCsv((await getJson<CuesheetDto>(`/api/music/stems/${stem.id}/cuesheet/`)).csv);
    expect(stemRow[column('Version')]).toBe(`Stem: ${stem.title}`);

    expect(parseCsv((await getJson<CuesheetDto>('/api/music/samplers/4EMS02/cuesheet/')).csv).length).toBeGreaterThan(2);
    const playlist = db.playlist.getAll()[0];
    expect(parseCsv((await getJson<CuesheetDto>(`/api/music/playlists/${playlist.disc_number}/cuesheet/`)).csv)).toHaveLength(1 + playlist.trackIds.length);

    const trad = index.main.find((record) => record.is_traditional_arrangement)!;
    const [, tradRow] = parseCsv((await getJson<CuesheetDto>(`/api/music/tracks/${trad.id}/cuesheet/`)).csv);
    expect(tradRow[column('Composer(s)')]).toContain('Trad. (Public Domain, 0%); ');
    expect(tradRow[column('Composer(s)')]).toContain('(Arranger, ');
    expect(shareSum(tradRow[column('Composer(s)')])).toBe(10_000);

    expect(await getJson('/api/music/tracks/99999999/cuesheet/', 404)).toEqual({ detail: 'Not found.' });
    expect(await getJson('/api/music/albums/NOPE/cuesheet/', 404)).toEqual({ detail: 'Not found.' });
  });

  it("answers a project's cue sheet to its owner only, one row per project item in order", async () => {
    const listener = db.user.findFirst({ where: { email: { equals: 'listener@example.com' } } })!;
    const project = db.project.getAll().find((record) => record.ownerId === listener.id)!;
    await logIn('admin@example.com');
    await getJson(`/api/music/projects/${project.uuid}/cuesheet/`, 404);
    await logIn('listener@example.com');
    const rows = parseCsv((await getJson<CuesheetDto>(`/api/music/projects/${project.uuid}/cuesheet/`)).csv);
    const items = db.projectItem.getAll().filter((item) => item.projectUuid === project.uuid);
    expect(rows).toHaveLength(1 + items.length);
    expect(rows.slice(1).map((row) => row[column('Sequence')])).toEqual(items.map((_, i) => String(i + 1)));
  });

  it('never lists a track hidden from a PRO-restricted user, and says how many were left out', async () => {
    await logIn('pro@example.com');
    const index = catalogueIndex();
    const isBmi = (track: { composerIds: number[]; publisherIds: number[] }) =>
      track.composerIds.some((id) => index.composers.get(id)?.pro === 'BMI') || track.publisherIds.some((id) => index.publishers.get(id)?.pro === 'BMI');
    const album = index.albumList.find((record) => {
      const tracks = index.main.filter((track) => track.albumId === record.id);
      const hidden = tracks.filter(isBmi);
      return hidden.length > 0 && hidden.length < tracks.length;
    })!;
    const body = await getJson<CuesheetDto>(`/api/music/albums/${album.id}/cuesheet/`);
    expect(body.message).toMatch(/^\d+ tracks? (is|are) not listed due to your PRO restrictions\.$/);
    expect(body.csv).not.toContain('BMI');
    const visible = index.main.filter((track) => track.albumId === album.id && !isBmi(track));
    expect(parseCsv(body.csv)).toHaveLength(1 + visible.length);
  });
});
