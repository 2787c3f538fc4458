import { describe, expect, it } from 'vitest';
import { catalogueIndex, type TrackRecord } from './catalogue-index';
import { searchAlbums, searchPlaylists, searchTracks } from './engine';
import { parseSearchParams } from './params';
import { normalizeText, tokenize } from './text';

/**
 * The search engine against brute-force oracles computed straight from the seeded records
 * (setup-tests seeds the default catalogue before each test).
 */

const search = (query: string, viewer: { restricted_pro_groups: string[] } | null = null) =>
  searchTracks(parseSearchParams(query), viewer);
const PRO_USER = { restricted_pro_groups: ['BMI'] };

function allPages(query: string, viewer: { restricted_pro_groups: string[] } | null = null): TrackRecord[] {
  const out: TrackRecord[] = [];
  for (let page = 1; page < 100; page += 1) {
    const result = search(`${query}&pagesize=500&page=${page}`, viewer);
    out.push(...result.tracks);
    if (out.length >= result.total_count || result.tracks.length === 0) break;
  }
  return out;
}

function names(track: TrackRecord) {
  const index = catalogueIndex();
  return {
    keywords: track.keywordIds.map((id) => index.keywords.get(id)!.name),
    instruments: track.instrumentIds.map((id) => index.instruments.get(id)!.name),
    composers: track.composerIds.map((id) => index.composers.get(id)!),
    publishers: track.publisherIds.map((id) => index.publishers.get(id)!),
    album: index.albums.get(track.albumId)!,
  };
}

const main = () => catalogueIndex().main;
const isBmi = (track: TrackRecord) => {
  const { composers, publishers } = names(track);
  return [...composers, ...publishers].some((person) => person.pro === 'BMI');
};

describe('search engine: browsing', () => {
  it('lists every main track, newest first, 48 per page by default', () => {
    const result = search('');
    expect(result.total_count).toBe(main().length);
    expect(result.total_count).toBeGreaterThanOrEqual(600);
    expect(result.tracks).toHaveLength(48);
    expect(result.unmatched).toEqual([]);
    const dates = result.tracks.map((track) => Date.parse(track.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(result.tracks.every((track) => track.type === 'track' && track.parentId == null)).toBe(true);
  });

  it('pages without overlap and answers an empty page past the end', () => {
    const first = search('pagesize=10&page=1').tracks.map((track) => track.id);
    const second = search('pagesize=10&page=2').tracks.map((track) => track.id);
    const both = search('pagesize=20&page=1').tracks.map((track) => track.id);
    expect(first).toHaveLength(10);
    expect([...first, ...second]).toEqual(both);
    const beyond = search('page=999');
    expect(beyond.tracks).toEqual([]);
    expect(beyond.total_count).toBe(main().length);
  });

  it('sorts oldest (reverse of newest), by title, and randomly but stable per random_key', () => {
    const filter = 'keywords_include=Suspense';
    const newest = allPages(filter).map((track) => track.id);
    const oldest = allPages(`${filter}&sortby=oldest`).map((track) => track.id);
    expect(oldest).toEqual([...newest].reverse());

    const titles = allPages(`${filter}&sortby=title`).map((track) => track.title);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect([...titles].sort(collator.compare)).toEqual(titles);

    const randomA = allPages(`${filter}&sortby=random&random_key=abc`).map((track) => track.id);
    const randomA2 = allPages(`${filter}&sortby=random&random_key=abc`).map((track) => track.id);
    const randomB = allPages(`${filter}&sortby=random&random_key=xyz`).map((track) => track.id);
    expect(randomA).toEqual(randomA2);
    expect(randomA).not.toEqual(randomB);
    expect([...randomA].sort()).toEqual([...newest].sort());
  });
});

describe('search engine: criteria', () => {
  it('query matches every word (as a word prefix) across titles, descriptions, keywords, instruments, composers, album', () => {
    const haystack = (track: TrackRecord) => {
      const n = names(track);
      return tokenize(
        [track.title, track.description, ...n.keywords, ...n.instruments, ...n.composers.map((c) => c.name), n.album.title].join(' '),
      );
    };
    for (const query of ['dark', 'epic trail', 'PIANO', 'drake']) {
      const words = tokenize(query);
      const expected = main().filter((track) => {
        const tokens = haystack(track);
        return words.every((word) => tokens.some((token) => token.startsWith(word)));
      });
      const result = search(`query=${encodeURIComponent(query)}`);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(result.total_count, query).toBe(expected.length);
      expect(result.unmatched).toEqual([]);
    }
  });

  it('track_title and album_title look only at those titles', () => {
    const byTitle = allPages('track_title=the');
    expect(byTitle.length).toBeGreaterThan(0);
    expect(byTitle.every((track) => tokenize(track.title).some((word) => word.startsWith('the')))).toBe(true);

    const stingers = allPages('album_title=stingers');
    expect(stingers.length).toBeGreaterThan(0);
    expect(stingers.every((track) => names(track).album.title === 'Stingers & Transitions')).toBe(true);
    expect(stingers.every((track) => track.duration >= 6 && track.duration <= 10)).toBe(true);
  });

  it('keywords_include needs every term: keywords, instruments and "{composer} ({pro})"', () => {
    const cases = [['Epic', 'Trailer'], ['Piano'], ['Adam Drake (ASCAP)'], ['Suspense', 'Cello']];
    for (const terms of cases) {
      const expected = main().filter((track) => {
        const n = names(track);
        const all = [...n.keywords, ...n.instruments, ...n.composers.map((c) => `${c.name} (${c.pro})`)];
        return terms.every((term) => all.includes(term));
      });
      const result = search(`keywords_include=${encodeURIComponent(terms.join(','))}`);
      expect(expected.length, terms.join()).toBeGreaterThan(0);
      expect(result.total_count, terms.join()).toBe(expected.length);
    }
    // Case and spacing do not matter.
    expect(search('keywords_include=%20epic%20,TRAILER').total_count).toBe(search('keywords_include=Epic,Trailer').total_count);
  });

  it('keywords_exclude removes every track carrying the term', () => {
    const result = allPages('keywords_exclude=Minor,Piano');
    const expected = main().filter((track) => {
      const n = names(track);
      return !n.keywords.includes('Minor') && !n.instruments.includes('Piano');
    });
    expect(result.length).toBe(expected.length);
    expect(result.every((track) => !names(track).keywords.includes('Minor'))).toBe(true);
  });

  it('bpm takes a value or an inclusive range (either way round)', () => {
    const count = (low: number, high: number) =>
      main().filter((track) => track.bpm.some((bpm) => bpm >= low && bpm <= high)).length;
    expect(search('bpm=120').total_count).toBe(count(120, 120));
    expect(search('bpm=110-120').total_count).toBe(count(110, 120));
    expect(search('bpm=120-110').total_count).toBe(count(110, 120));
    expect(search('bpm=110%20-%20120').total_count).toBe(count(110, 120));
    expect(count(110, 120)).toBeGreaterThan(0);
  });

  it('key matches any listed key, case-insensitive, enharmonic spellings equal', () => {
    const withKey = (...keys: string[]) => main().filter((track) => track.musical_key.some((key) => keys.includes(key))).length;
    expect(search('key=Dm').total_count).toBe(withKey('Dm'));
    expect(search('key=Dm,Am').total_count).toBe(withKey('Dm', 'Am'));
    expect(search('key=dm').total_count).toBe(withKey('Dm'));
    expect(search('key=Gbm').total_count).toBe(withKey('F#m'));
    expect(search('key=A%23').total_count).toBe(withKey('Bb'));
    expect(withKey('F#m')).toBeGreaterThan(0);
  });

  it('combines criteria with AND', () => {
    const result = allPages('keywords_include=Suspense&bpm=60-100&key=Dm,Am,Em');
    expect(result.length).toBeGreaterThan(0);
    for (const track of result) {
      expect(names(track).keywords).toContain('Suspense');
      expect(track.bpm.some((bpm) => bpm >= 60 && bpm <= 100)).toBe(true);
      expect(track.musical_key.some((key) => ['Dm', 'Am', 'Em'].includes(key))).toBe(true);
    }
  });
});

describe('search engine: unmatched', () => {
  it('lists, as sent, each criterion that matches nothing, and the result is then empty', () => {
    const result = search('keywords_include=Epic,Flugelbinder&bpm=300&key=Dm,H&query=zzqxw');
    expect(result.unmatched).toEqual(['zzqxw', 'Flugelbinder', '300', 'H']);
    expect(result.total_count).toBe(0);
    expect(result.tracks).toEqual([]);
  });

  it('reports unknown excluded keywords and garbage bpm without throwing', () => {
    const result = search('keywords_exclude=Nothing%20Like%20This&bpm=fast');
    expect(result.unmatched).toEqual(['Nothing Like This', 'fast']);
    expect(result.total_count).toBe(0);
    const excludeOnly = search('keywords_exclude=Nothing%20Like%20This');
    expect(excludeOnly.unmatched).toEqual(['Nothing Like This']);
    expect(excludeOnly.total_count).toBe(main().length);
  });

  it('matched criteria are not listed even when their combination is empty', () => {
    const result = search('keywords_include=Sting&album_title=romantic');
    expect(search('keywords_include=Sting').total_count).toBeGreaterThan(0);
    expect(search('album_title=romantic').total_count).toBeGreaterThan(0);
    expect(result.total_count).toBe(0);
    expect(result.unmatched).toEqual([]);
  });
});

describe('search engine: PRO restrictions', () => {
  it('a BMI-restricted viewer never receives a BMI-composed or BMI-published track', () => {
    const everyone = allPages('');
    const restricted = allPages('', PRO_USER);
    expect(everyone.some(isBmi)).toBe(true);
    expect(restricted.length).toBeGreaterThan(0);
    expect(restricted.length).toBeLessThan(everyone.length);
    expect(restricted.some(isBmi)).toBe(false);
    expect(restricted.length).toBe(everyone.filter((track) => !isBmi(track)).length);
    for (const query of ['query=epic', 'keywords_include=Suspense', 'sortby=random&random_key=1', 'bpm=80-140']) {
      expect(allPages(query, PRO_USER).some(isBmi), query).toBe(false);
    }
  });

  it('a BMI composer is unmatched for the restricted viewer', () => {
    const bmi = [...catalogueIndex().composers.values()].find((composer) => composer.pro === 'BMI')!;
    const term = `${bmi.name} (BMI)`;
    expect(search(`keywords_include=${encodeURIComponent(term)}`).total_count).toBeGreaterThan(0);
    const restricted = search(`keywords_include=${encodeURIComponent(term)}`, PRO_USER);
    expect(restricted.total_count).toBe(0);
    expect(restricted.unmatched).toEqual([term]);
  });

  it('albums and playlists only count and match visible tracks', () => {
    const albums = searchAlbums(parseSearchParams('keywords_include=Epic&pagesize=500'), PRO_USER);
    for (const tracks of albums.matching!.values()) expect(tracks.some(isBmi)).toBe(false);
    const playlists = searchPlaylists(parseSearchParams('query=a&pagesize=500'), PRO_USER);
    for (const tracks of playlists.matching!.values()) expect(tracks.some(isBmi)).toBe(false);
    const allAlbums = searchAlbums(parseSearchParams('pagesize=500'), null).total_count;
    expect(searchAlbums(parseSearchParams('pagesize=500'), PRO_USER).total_count).toBeLessThan(allAlbums);
  });
});

describe('search engine: similar_to, show_tracks, stem', () => {
  it('similar_to ranks other tracks sharing keywords/instruments, without the track itself', () => {
    const target = main()[42];
    const result = allPages(`similar_to=${target.id}`);
    expect(result.length).toBeGreaterThan(0);
    expect(result.length).toBeLessThanOrEqual(100);
    expect(result.map((track) => track.id)).not.toContain(target.id);
    for (const track of result) {
      const shared =
        track.keywordIds.filter((id) => target.keywordIds.includes(id)).length +
        track.instrumentIds.filter((id) => target.instrumentIds.includes(id)).length;
      expect(shared).toBeGreaterThanOrEqual(2);
    }
    // Same-album tracks share the most: the best match comes from the same album more often than not.
    const sameAlbum = result.slice(0, 5).filter((track) => track.albumId === target.albumId).length;
    expect(sameAlbum).toBeGreaterThan(0);
    // A version's id finds the same tracks; unknown ids find nothing.
    const version = catalogueIndex().versionsOf.values().next().value![0];
    expect(allPages(`similar_to=${version.id}`).map((t) => t.id)).toEqual(allPages(`similar_to=${version.parentId}`).map((t) => t.id));
    expect(search('similar_to=99999999').total_count).toBe(0);
    expect(search('similar_to=abc').total_count).toBe(0);
  });

  it('show_tracks puts the given tracks first (a version id shows its main track)', () => {
    const oldest = search('sortby=oldest&pagesize=1').tracks[0];
    const result = search(`show_tracks=${oldest.id}`);
    expect(result.tracks[0].id).toBe(oldest.id);
    expect(result.total_count).toBe(main().length);
    expect(result.tracks.filter((track) => track.id === oldest.id)).toHaveLength(1);

    const [parentId, versions] = [...catalogueIndex().versionsOf.entries()][0];
    expect(search(`show_tracks=${versions[0].id}`).tracks[0].id).toBe(parentId);

    // Pinned even when other criteria exclude it.
    const excluded = names(oldest).keywords[0];
    const filtered = search(`show_tracks=${oldest.id}&keywords_exclude=${encodeURIComponent(excluded)}`);
    expect(filtered.tracks[0].id).toBe(oldest.id);
  });

  it('show_tracks never reveals a hidden track; stem pins its main track', () => {
    const hidden = main().find(isBmi)!;
    expect(search(`show_tracks=${hidden.id}`, PRO_USER).tracks.map((t) => t.id)).not.toContain(hidden.id);
    const stem = [...catalogueIndex().stems.values()][3];
    expect(search(`stem=${stem.id}`).tracks[0].id).toBe(stem.trackId);
  });
});

describe('search engine: albums and playlists', () => {
  it('albums without criteria: every album with tracks, no matching tracks', () => {
    const result = searchAlbums(parseSearchParams(''), null);
    expect(result.total_count).toBe(catalogueIndex().albumList.length);
    expect(result.albums).toHaveLength(48);
    expect(result.matching).toBeNull();
    const dates = result.albums.map((album) => album.release_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('albums with criteria: albums holding a matching track, with those tracks', () => {
    const tracks = allPages('keywords_include=Celtic');
    const albumIds = new Set(tracks.map((track) => track.albumId));
    const result = searchAlbums(parseSearchParams('keywords_include=Celtic&pagesize=500'), null);
    expect(result.total_count).toBe(albumIds.size);
    for (const album of result.albums) {
      const matching = result.matching!.get(album.id)!;
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.every((track) => track.albumId === album.id && names(track).keywords.includes('Celtic'))).toBe(true);
      const numbers = matching.map((track) => track.track_number);
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    }
  });

  it('playlists with criteria list their matching tracks in playlist order', () => {
    const result = searchPlaylists(parseSearchParams('keywords_include=Trailer'), null);
    expect(result.total_count).toBeGreaterThan(0);
    for (const playlist of result.playlists) {
      const matching = result.matching!.get(playlist.id)!;
      const order = matching.map((track) => playlist.trackIds.indexOf(track.id));
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(matching.every((track) => names(track).keywords.includes('Trailer'))).toBe(true);
    }
    expect(searchPlaylists(parseSearchParams(''), null).total_count).toBe(15);
  });

  it('normalises accents in text search', () => {
    const etienne = [...catalogueIndex().composers.values()].find((composer) => normalizeText(composer.name).startsWith('etienne'));
    expect(etienne).toBeDefined();
    expect(search('query=%C3%89tienne').total_count).toBe(search('query=etienne').total_count);
  });
});
