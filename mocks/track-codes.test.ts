import { beforeEach, describe, expect, it } from 'vitest';
import type { DownloadDto, TrackDto, TrackSearchDto } from '@/shared/api/contract/dto';
import { isTrackVisibleTo } from './lib/domain/pro';
import { findByTrackCode } from './lib/domain/track-code';
import { get, login, post } from './lib/testing/client';
import { catalogueIndex } from './search/catalogue-index';
import { setScenarios } from './node';
import { PERSONAS } from './seed/people';

/**
 * Track codes: every track, version and stem carries its catalogue number, the delivered files'
 * names start with it, and a search whose query is a code finds that track (the cue sheet from an
 * edit matches clips by them).
 */

function trackWithVersionsAndStems() {
  const index = catalogueIndex();
  return index.main.find((t) => (index.versionsOf.get(t.id)?.length ?? 0) > 0 && (index.stemsOf.get(t.id)?.length ?? 0) > 0 && !t.audio_broken)!;
}

const search = async (query: string): Promise<TrackSearchDto> =>
  (await get(`/api/music/tracks/?type=tracks&query=${encodeURIComponent(query)}`)).json();

describe('mock server: track codes', () => {
  beforeEach(async () => {
    await login(PERSONAS.listener);
  });

  it('gives a track "{album code}-{track number}", its versions ".n" and its stems "-PART"', async () => {
    const index = catalogueIndex();
    const track = trackWithVersionsAndStems();
    const album = index.albums.get(track.albumId)!;
    const code = `${album.disc_number}-${String(track.track_number).padStart(2, '0')}`;
    const dto: TrackDto = await (await get(`/api/music/tracks/${track.id}/`)).json();
    expect(dto.track_code).toBe(code);
    expect(dto.versions.map((version) => version.track_code)).toEqual(dto.versions.map((_, i) => `${code}.${i + 1}`));
    const stems: TrackDto[] = await (await get(`/api/music/tracks/${track.id}/stems/`)).json();
    expect(stems.map((stem) => stem.track_code)).toEqual(stems.map((stem) => `${code}-${stem.title.toUpperCase().replace(/[^A-Z0-9]+/g, '')}`));
    for (const item of [dto, ...dto.versions]) expect(findByTrackCode(item.track_code!, index)).toMatchObject({ kind: 'track', track: { id: item.id } });
    for (const stem of stems) expect(findByTrackCode(stem.track_code!.toLowerCase(), index)).toMatchObject({ kind: 'stem', stem: { id: stem.id } });
  });

  it('a query that is a code finds that main track alone; an unknown code finds nothing and is unmatched', async () => {
    const track = trackWithVersionsAndStems();
    const dto: TrackDto = await (await get(`/api/music/tracks/${track.id}/`)).json();
    for (const code of [dto.track_code!, dto.versions[0].track_code!, ` ${dto.track_code!.toLowerCase()} `]) {
      const found = await search(code);
      expect(found.results.map((result) => result.id), code).toEqual([track.id]);
    }
    expect(await search('4EM999-99')).toMatchObject({ total_count: 0, unmatched: ['4EM999-99'] });
  });

  it("never finds a track hidden from a PRO-restricted user by its code", async () => {
    await login(PERSONAS.pro);
    const index = catalogueIndex();
    const hidden = index.main.find((t) => !isTrackVisibleTo(t, { restricted_pro_groups: ['BMI'] }))!;
    const code = findByTrackCode(`${index.albums.get(hidden.albumId)!.disc_number}-${String(hidden.track_number).padStart(2, '0')}`, index);
    expect(code?.main.id).toBe(hidden.id);
    const album = index.albums.get(hidden.albumId)!;
    expect((await search(`${album.disc_number}-${String(hidden.track_number).padStart(2, '0')}`)).results).toEqual([]);
  });

  it('finds the main tracks of many codes in one call (by_code): versions and stems name their main track, unknown codes are absent', async () => {
    const track = trackWithVersionsAndStems();
    const dto: TrackDto = await (await get(`/api/music/tracks/${track.id}/`)).json();
    const stems: TrackDto[] = await (await get(`/api/music/tracks/${track.id}/stems/`)).json();
    const other: TrackSearchDto = await (await get('/api/music/tracks/?type=tracks&pagesize=3&sortby=title')).json();
    const codes = [dto.versions[0].track_code!, stems[0].track_code!.toLowerCase(), '4EM999-99', ...other.results.map((t) => t.track_code!)];
    const found: TrackDto[] = await (await get(`/api/music/tracks/by_code/?codes=${encodeURIComponent(codes.join(','))}`)).json();
    expect(found.map((t) => t.track_code).sort()).toEqual([...new Set([dto.track_code!, ...other.results.map((t) => t.track_code!)])].sort());
  });

  it('never gives a PRO-restricted user a hidden track by_code, and a spec-only server has no by_code (404)', async () => {
    await login(PERSONAS.pro);
    const index = catalogueIndex();
    const hidden = index.main.find((t) => !isTrackVisibleTo(t, { restricted_pro_groups: ['BMI'] }))!;
    const shown = index.main.find((t) => isTrackVisibleTo(t, { restricted_pro_groups: ['BMI'] }))!;
    const codeOf = (t: typeof hidden) => `${index.albums.get(t.albumId)!.disc_number}-${String(t.track_number).padStart(2, '0')}`;
    const url = `/api/music/tracks/by_code/?codes=${codeOf(hidden)},${codeOf(shown)}`;
    expect(((await (await get(url)).json()) as TrackDto[]).map((t) => t.id)).toEqual([shown.id]);
    setScenarios(['strict']);
    expect((await get(url)).status).toBe(404);
  });

  it('delivers a track’s file under "{code} {title}.{format}"', async () => {
    const index = catalogueIndex();
    const track = index.main.find((t) => t.albumId === 1 && !t.audio_broken)!;
    const response = await post('/api/users/me/actions/download/', { type: 'track', id: track.id, format: 'WAV', include_tracks: true });
    const body: DownloadDto = await response.json();
    const album = index.albums.get(track.albumId)!;
    expect(body.download_filename).toBe(`${album.disc_number}-${String(track.track_number).padStart(2, '0')} ${track.title}.wav`);
    const file = await fetch(body.download_url!);
    expect(file.headers.get('Content-Disposition')).toContain(encodeURIComponent(body.download_filename!));
  });
});
