import { describe, expect, it } from 'vitest';
import type {
  AlbumDto,
  AlbumSearchDto,
  PlaylistSearchDto,
  StemDto,
  TrackDto,
  TrackSearchDto,
  TrackVersionsDto,
} from '@/shared/api/contract/dto';
import { getJson, isBmiTrack, logIn, TRACK_KEYS } from '../lib/testing/music-client';

/** `GET /api/music/{albums,playlists,tracks}/`, versions and stems, over HTTP (msw/node). */

describe('GET /api/music/tracks/', () => {
  it('answers total_count, results in the TrackDto shape and unmatched', async () => {
    const body = await getJson<TrackSearchDto>('/api/music/tracks/?pagesize=5');
    expect(body.total_count).toBe(600);
    expect(body.unmatched).toEqual([]);
    expect(body.results).toHaveLength(5);
    const track = body.results[0];
    expect(Object.keys(track).sort()).toEqual(TRACK_KEYS);
    expect(track.type).toBe('track');
    expect(track.versions).toEqual([]);
    expect(track.stems).toEqual([]);
    expect(track.audio_file.url).toBe(`/mock-media/audio/track-${track.id}.wav`);
    expect(track.wave_image).toBe(`/mock-media/waveform/track-${track.id}.svg`);
    expect(track.web_url).toBe(`/search?type=tracks&show_tracks=${track.id}`);
    expect(track.album.web_url).toMatch(new RegExp(`^/album/${track.album.id}/[a-z0-9-]+$`));
    expect(track.composers.length).toBeGreaterThan(0);
    expect(track.composers[0]).toEqual({ name: expect.any(String), pro: expect.any(String) });
    expect(track.track_count).toBe(1);
  });

  it('filters, pages and reports unmatched criteria', async () => {
    const page1 = await getJson<TrackSearchDto>('/api/music/tracks/?keywords_include=Epic&pagesize=3&page=1');
    const page2 = await getJson<TrackSearchDto>('/api/music/tracks/?keywords_include=Epic&pagesize=3&page=2');
    expect(page1.total_count).toBe(page2.total_count);
    expect(page1.results.map((t) => t.id)).not.toEqual(expect.arrayContaining(page2.results.map((t) => t.id)));
    const none = await getJson<TrackSearchDto>('/api/music/tracks/?keywords_include=Epic,Unheard%20Of&bpm=999&key=Q');
    expect(none).toEqual({ total_count: 0, results: [], unmatched: ['Unheard Of', '999', 'Q'] });
  });

  it('never fails on garbage parameters', async () => {
    for (const query of [
      'page=abc&pagesize=-3&sortby=%00',
      'bpm=--&key=,,,&keywords_include=,&show_tracks=a,b',
      'similar_to=%F0%9F%92%A9&stem=NaN&query=%25%25',
      'page=1e9',
    ]) {
      const body = await getJson<TrackSearchDto>(`/api/music/tracks/?${query}`);
      expect(Array.isArray(body.results), query).toBe(true);
    }
  });

  it('fills versions and stems when asked with expand', async () => {
    const body = await getJson<TrackSearchDto>('/api/music/tracks/?expand=versions,stems&pagesize=48');
    const withBoth = body.results.find((track) => track.num_versions > 0 && track.num_stems > 0);
    expect(withBoth).toBeDefined();
    expect(withBoth!.versions).toHaveLength(withBoth!.num_versions);
    expect(withBoth!.stems).toHaveLength(withBoth!.num_stems);
  });
});

describe('GET /api/music/albums/ and /playlists/', () => {
  it('answers albums with matching tracks per album only when criteria are active', async () => {
    const browse = await getJson<AlbumSearchDto>('/api/music/albums/');
    expect(browse.total_count).toBeGreaterThanOrEqual(60);
    expect(browse.results).toHaveLength(48);
    expect(browse.matching_tracks_per_album).toEqual({});
    const album = browse.results[0];
    expect(album.type).toBe('album');
    expect(album.web_url).toBe(`/album/${album.id}/${album.slug}`);
    expect(album.tracks).toBeUndefined();

    const searched = await getJson<AlbumSearchDto>('/api/music/albums/?keywords_include=Taiko');
    expect(searched.total_count).toBeGreaterThan(0);
    expect(Object.keys(searched.matching_tracks_per_album).sort()).toEqual(searched.results.map((a) => String(a.id)).sort());
    for (const tracks of Object.values(searched.matching_tracks_per_album)) {
      expect(tracks.length).toBeGreaterThan(0);
    }
  });

  it('answers playlists with matching_tracks_per_playlist', async () => {
    const browse = await getJson<PlaylistSearchDto>('/api/music/playlists/');
    expect(browse.total_count).toBe(15);
    expect(browse.matching_tracks_per_playlist).toEqual({});
    const searched = await getJson<PlaylistSearchDto>('/api/music/playlists/?query=trailer');
    expect(searched.total_count).toBeGreaterThan(0);
    const first = searched.results[0];
    expect(first.web_url).toBe(`/playlist/${first.id}/${first.slug}`);
    expect(searched.matching_tracks_per_playlist[String(first.id)].length).toBeGreaterThan(0);
  });
});

describe('versions and stems', () => {
  async function trackWith(field: 'num_versions' | 'num_stems'): Promise<TrackDto> {
    const body = await getJson<TrackSearchDto>('/api/music/tracks/?pagesize=100');
    return body.results.find((track) => track[field] > 0)!;
  }

  it('GET tracks/{id}/versions/ answers the parent track and its versions', async () => {
    const track = await trackWith('num_versions');
    const body = await getJson<TrackVersionsDto>(`/api/music/tracks/${track.id}/versions/`);
    expect(body.parent_track.id).toBe(track.id);
    expect(body.versions).toHaveLength(track.num_versions);
    for (const version of body.versions) {
      expect(version.type).toBe('version');
      expect(version.parent_id).toBe(track.id);
      expect(version.display_title).toMatch(/\((60 sec|30 sec|15 sec|Underscore|Alt Mix|No Drums)\)$/);
      expect(version.audio_file.url).toBe(`/mock-media/audio/track-${version.id}.wav`);
    }
    // A version's id answers the same family.
    const again = await getJson<TrackVersionsDto>(`/api/music/tracks/${body.versions[0].id}/versions/`);
    expect(again.parent_track.id).toBe(track.id);
  });

  it('GET tracks/{id}/stems/ answers the stems', async () => {
    const track = await trackWith('num_stems');
    const stems = await getJson<StemDto[]>(`/api/music/tracks/${track.id}/stems/`);
    expect(stems).toHaveLength(track.num_stems);
    for (const stem of stems) {
      expect(stem.type).toBe('stem');
      expect(stem.parent_id).toBe(track.id);
      expect(stem.full_title).toBe(`${track.title} - ${stem.title}`);
      expect(stem.audio_file.url).toBe(`/mock-media/audio/stem-${stem.id}.wav`);
      expect(stem.wave_image).toBe(`/mock-media/waveform/stem-${stem.id}.svg`);
    }
  });

  it('answers 404 {"detail": "Not found."} for unknown or malformed ids', async () => {
    expect(await getJson('/api/music/tracks/99999999/versions/', 404)).toEqual({ detail: 'Not found.' });
    expect(await getJson('/api/music/tracks/abc/stems/', 404)).toEqual({ detail: 'Not found.' });
  });
});

describe('PRO persona (pro@example.com, restricted group BMI)', () => {
  it('never receives a BMI track from search, matching tracks, versions or stems', async () => {
    const everyone = await getJson<TrackSearchDto>('/api/music/tracks/?pagesize=500&page=1');
    const bmiTrack = everyone.results.find(isBmiTrack)!;
    expect(bmiTrack).toBeDefined();

    await logIn('pro@example.com');
    const seen: TrackDto[] = [];
    for (let page = 1; page <= 2; page += 1) {
      const body = await getJson<TrackSearchDto>(`/api/music/tracks/?pagesize=500&page=${page}&expand=versions,stems`);
      seen.push(...body.results, ...body.results.flatMap((track) => [...track.versions, ...track.stems]));
      if (page === 1) expect(body.total_count).toBeLessThan(600);
    }
    const albums = await getJson<AlbumSearchDto>('/api/music/albums/?query=a&pagesize=500');
    seen.push(...Object.values(albums.matching_tracks_per_album).flat());
    const playlists = await getJson<PlaylistSearchDto>('/api/music/playlists/?query=a');
    seen.push(...Object.values(playlists.matching_tracks_per_playlist).flat());
    expect(seen.length).toBeGreaterThan(500);
    expect(seen.filter(isBmiTrack)).toEqual([]);

    await getJson(`/api/music/tracks/${bmiTrack.id}/versions/`, 404);
    await getJson(`/api/music/tracks/${bmiTrack.id}/stems/`, 404);
    const shown = await getJson<TrackSearchDto>(`/api/music/tracks/?show_tracks=${bmiTrack.id}`);
    expect(shown.results.map((track) => track.id)).not.toContain(bmiTrack.id);
  });

  it('does not see albums made only of BMI tracks', async () => {
    const all = await getJson<AlbumSearchDto>('/api/music/albums/?pagesize=500');
    await logIn('pro@example.com');
    const restricted = await getJson<AlbumSearchDto>('/api/music/albums/?pagesize=500');
    expect(restricted.total_count).toBeLessThan(all.total_count);
    const hidden = all.results.find((album) => !restricted.results.some((a) => a.id === album.id)) as AlbumDto;
    await getJson(`/api/music/albums/${hidden.id}/`, 404);
  });
});
