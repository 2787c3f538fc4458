import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type {
  AlbumDto,
  AsHeardOnCategoryDto,
  ComposerDto,
  FeaturedDto,
  InstrumentCategoryDto,
  KeywordCategoryDto,
  PlaylistDto,
  SamplerDto,
  SplashBannerDto,
  TrackSearchDto,
} from '@/shared/api/contract/dto';
import { db } from '../db';
import { apiUrl, getJson, isBmiTrack, logIn } from '../lib/testing/music-client';

/** Collections by id, taxonomies, featured content, splash banner, as heard on, artwork (cue sheets: mocks/cuesheets.test.ts). */

describe('GET /api/music/{type}s/{id}/', () => {
  it('answers an album with its tracks in track-number order', async () => {
    const album = await getJson<AlbumDto>('/api/music/albums/1/');
    expect(album.type).toBe('album');
    expect(album.title).toBe('Stingers & Transitions');
    expect(album.web_url).toBe('/album/1/stingers-and-transitions');
    expect(album.tracks).toHaveLength(album.track_count);
    expect(album.tracks!.every((track) => track.album.id === 1)).toBe(true);
    expect(album.tracks!.every((track) => track.audio_file.duration <= 10)).toBe(true);
  });

  it('answers a playlist by id and a sampler by disc number', async () => {
    const playlist = await getJson<PlaylistDto>('/api/music/playlists/1/');
    expect(playlist.type).toBe('playlist');
    expect(playlist.tracks!.length).toBe(playlist.track_count);
    expect(playlist.tracks!.length).toBeGreaterThanOrEqual(15);

    const sampler = await getJson<SamplerDto>('/api/music/samplers/4EMS01/');
    expect(sampler.type).toBe('sampler');
    expect(sampler.disc_number).toBe('4EMS01');
    expect(sampler.web_url).toBe(`/sampler/4EMS01/${sampler.slug}`);
    expect(sampler.tracks!.length).toBeGreaterThan(0);
  });

  it('answers 404 {"detail": "Not found."} for anything else', async () => {
    for (const path of ['/api/music/albums/99999/', '/api/music/albums/abc/', '/api/music/playlists/0/', '/api/music/samplers/NOPE/']) {
      expect(await getJson(path, 404), path).toEqual({ detail: 'Not found.' });
    }
  });

  it('leaves out artwork for some albums (the app shows its default image)', async () => {
    const album = db.album.getAll().find((record) => record.artwork === null)!;
    const body = await getJson<AlbumDto>(`/api/music/albums/${album.id}/`);
    expect(body.artwork).toBeNull();
    expect(body.artwork_thumbnail).toBeNull();
    expect(body.tracks![0].artwork).toBeNull();
  });
});

describe('taxonomies', () => {
  it('keyword categories come with raw names, in raw order, with one empty category', async () => {
    const categories = await getJson<KeywordCategoryDto[]>('/api/music/keywords/categories/');
    const names = categories.map((category) => category.name);
    expect(names).toEqual(expect.arrayContaining(['Energy', 'Dark', 'Light', 'Emotional', 'Ethnic', 'Tempo', 'Key', 'Usage', 'Era', 'Genre', 'Type of Show']));
    expect(names).not.toContain('Type Of Production');
    const specOrder = ['Energy', 'Dark', 'Light', 'Emotional', 'Ethnic', 'Tempo', 'Key', 'Usage', 'Era', 'Genre', 'Type of Show'];
    expect(names.filter((name) => specOrder.includes(name))).not.toEqual(specOrder);
    expect(categories.some((category) => category.subcategories.length === 0)).toBe(true);
    const tempo = categories.find((category) => category.name === 'Tempo')!;
    expect(tempo.subcategories[0].keywords[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it('instrument categories use the raw names and one has more than 32 instruments', async () => {
    const categories = await getJson<InstrumentCategoryDto[]>('/api/music/instruments/categories/');
    const names = categories.map((category) => category.name);
    for (const name of ['Strings', 'Keyboards', 'Acoustic', 'Electric', 'Other Plectrum', 'Percussion', 'Mallets', 'Winds', 'Brass', 'Electronic', 'Vocals', 'World/Ethnic']) {
      expect(names).toContain(name);
    }
    expect(categories.some((category) => category.instruments.length > 32)).toBe(true);
  });

  it('composers: 40 across six PROs plus Trad.; the PRO persona does not get BMI composers', async () => {
    const composers = await getJson<ComposerDto[]>('/api/music/composers/');
    expect(composers.filter((composer) => composer.name !== 'Trad.')).toHaveLength(40);
    expect(new Set(composers.map((composer) => composer.pro))).toEqual(new Set(['ASCAP', 'BMI', 'SESAC', 'PRS', 'GEMA', 'SOCAN', 'PD']));
    expect(composers[0]).toEqual({ id: expect.any(Number), name: expect.any(String), first_name: expect.any(String), last_name: expect.any(String), pro: expect.any(String) });
    await logIn('pro@example.com');
    const restricted = await getJson<ComposerDto[]>('/api/music/composers/');
    expect(restricted.some((composer) => composer.pro === 'BMI')).toBe(false);
  });
});

describe('featured, splash banner, as heard on', () => {
  it('GET {kind}/featured answers kind, categories and results; category filters; "all" does not', async () => {
    for (const kind of ['albums', 'playlists', 'samplers'] as const) {
      const body = await getJson<FeaturedDto>(`/api/music/${kind}/featured?homepage=true`);
      expect(body.kind).toBe(kind);
      expect(body.results.length).toBeGreaterThan(0);
      expect(body.categories.length).toBeGreaterThan(0);
      expect(body.results.every((item) => item.type === kind.slice(0, -1))).toBe(true);
      const category = body.categories[0];
      const filtered = await getJson<FeaturedDto>(`/api/music/${kind}/featured?homepage=true&category=${encodeURIComponent(category)}`);
      expect(filtered.results.length).toBeGreaterThan(0);
      expect(filtered.results.length).toBeLessThanOrEqual(body.results.length);
      const all = await getJson<FeaturedDto>(`/api/music/${kind}/featured?homepage=true&category=all`);
      expect(all.results).toHaveLength(body.results.length);
    }
    const unknown = await getJson<FeaturedDto>('/api/music/albums/featured?category=Polka');
    expect(unknown.results).toEqual([]);
  });

  it('GET albums/splash_banner/ answers the newest album with headline and call to action', async () => {
    const banner = await getJson<SplashBannerDto>('/api/music/albums/splash_banner/');
    expect(banner.album.type).toBe('album');
    expect(banner.headline).toBe('New Release');
    expect(banner.cta_label).toBe('Listen Now');
    expect(banner.image).toMatch(/^\/mock-media\/artwork\/album-\d+\.svg$/);
    const newest = db.album.getAll().find((album) => album.is_splash)!;
    expect(banner.album.id).toBe(newest.id);
  });

  it('GET as-heard-on-categories/ and by-name/', async () => {
    const list = await getJson<AsHeardOnCategoryDto[]>('/api/music/as-heard-on-categories/');
    expect(list.map((category) => category.name)).toEqual(['Trailers', 'Documentaries', 'Sports', 'Reality TV']);
    const item = list[0].items[0];
    expect(item).toEqual({
      show_title: expect.any(String),
      network: expect.any(String),
      image: expect.stringMatching(/^\/mock-media\/artwork\/show-\d+\.svg$/),
      video_links: [{ url: expect.any(String) }],
      audio_files: expect.arrayContaining([{ title: expect.any(String), file: expect.stringMatching(/^\/mock-media\/audio\/track-\d+\.wav$/) }]),
    });
    const byName = await getJson<AsHeardOnCategoryDto>('/api/music/as-heard-on-categories/by-name/?name=sports');
    expect(byName.name).toBe('Sports');
    expect(await getJson('/api/music/as-heard-on-categories/by-name/?name=Opera', 404)).toEqual({ detail: 'Not found.' });
    expect(await getJson('/api/music/as-heard-on-categories/by-name/', 400)).toEqual({ name: ['This field is required.'] });
  });

  it('featured collections and as-heard-on audio never carry BMI tracks for the PRO persona', async () => {
    await logIn('pro@example.com');
    const featured = await getJson<FeaturedDto>('/api/music/albums/featured?homepage=true');
    for (const album of featured.results) {
      const body = await getJson<AlbumDto>(`/api/music/albums/${album.id}/`);
      expect(body.tracks!.length).toBeGreaterThan(0);
      expect(body.tracks!.filter(isBmiTrack)).toEqual([]);
    }
    const list = await getJson<AsHeardOnCategoryDto[]>('/api/music/as-heard-on-categories/');
    const everyTrack = await getJson<TrackSearchDto>('/api/music/tracks/?pagesize=500');
    const visibleIds = new Set(everyTrack.results.map((track) => track.id));
    const page2 = await getJson<TrackSearchDto>('/api/music/tracks/?pagesize=500&page=2');
    page2.results.forEach((track) => visibleIds.add(track.id));
    for (const file of list.flatMap((category) => category.items.flatMap((item) => item.audio_files))) {
      expect(visibleIds.has(Number(/track-(\d+)\.wav/.exec(file.file)![1]))).toBe(true);
    }
    const banner = await getJson<SplashBannerDto>('/api/music/albums/splash_banner/');
    const splashAlbum = await getJson<AlbumDto>(`/api/music/albums/${banner.album.id}/`);
    expect(splashAlbum.tracks!.filter(isBmiTrack)).toEqual([]);
  });
});

/** CSS's hsl() as 0–255 channels (the reference the thumbnail's pixels are checked against). */
function hslToRgb(hue: number, saturation: number, lightness: number): number[] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  return [0, 8, 4].map((n) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  });
}

describe('GET /mock-media/artwork/{kind}-{id}.svg', () => {
  it('answers a deterministic SVG cover with the initials', async () => {
    const response = await fetch(apiUrl('/mock-media/artwork/album-2.svg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('>EH<'); // "Epic Hybrid Trailers"
    const again = await (await fetch(apiUrl('/mock-media/artwork/album-2.svg'))).text();
    expect(again).toBe(svg);
    for (const path of ['playlist-1.svg', 'sampler-1.svg', 'show-1.svg', 'show-category-1.svg']) {
      expect((await fetch(apiUrl(`/mock-media/artwork/${path}`))).status, path).toBe(200);
    }
  });

  it('answers the thumbnail (`size=thumb`) as a 120 px PNG of the same cover, the same bytes each time', async () => {
    const response = await fetch(apiUrl('/mock-media/artwork/album-2.svg?size=thumb'));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    const png = new Uint8Array(await response.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(png.buffer, png.byteOffset + 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([120, 120]);
    // Small enough that a page of 42 thumbnails weighs less than one photo.
    expect(png.length).toBeLessThan(20_000);
    const idat = png.subarray(8 + 25 + 8, png.length - 12 - 4); // after the signature, IHDR and the IDAT length and type; before its CRC and IEND
    const rows = inflateSync(idat);
    expect(rows.length).toBe(120 * (1 + 120 * 3));
    // The gradient starts at the top left in the SVG's first stop colour.
    const hue = Number(/stop-color="hsl\((\d+) 70% 42%\)"/.exec(await (await fetch(apiUrl('/mock-media/artwork/album-2.svg'))).text())![1]);
    const topLeft = [...rows.subarray(1, 4)];
    const expected = hslToRgb(hue, 0.7, 0.42);
    topLeft.forEach((channel, i) => expect(Math.abs(channel - expected[i]), `channel ${i}`).toBeLessThanOrEqual(3));
    const again = new Uint8Array(await (await fetch(apiUrl('/mock-media/artwork/album-2.svg?size=thumb'))).arrayBuffer());
    expect(again).toEqual(png);
  });

  it('answers 404 for unknown items and names', async () => {
    expect((await fetch(apiUrl('/mock-media/artwork/album-99999.svg'))).status).toBe(404);
    expect((await fetch(apiUrl('/mock-media/artwork/album-abc.svg'))).status).toBe(404);
    expect((await fetch(apiUrl('/mock-media/artwork/album-0.svg'))).status).toBe(404);
    expect((await fetch(apiUrl('/mock-media/artwork/track-1.svg'))).status).toBe(404);
  });
});
