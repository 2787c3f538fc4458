import { describe, expect, it } from 'vitest';
import type { ComposerDto, InstrumentCategoryDto, KeywordCategoryDto } from '@/shared/api';
import { composerGroup, isWideSubcategory, mapComposers, mapInstrumentCategories, mapKeywordCategories } from './map-vocabulary';

let nextId = 1;
function kwCategory(name: string, subs: Record<string, string[]>): KeywordCategoryDto {
  return {
    id: nextId++,
    name,
    subcategories: Object.entries(subs).map(([subName, keywords]) => ({
      id: nextId++,
      name: subName,
      keywords: keywords.map((k) => ({ id: nextId++, name: k })),
    })),
  };
}

function instCategory(name: string, instruments: string[]): InstrumentCategoryDto {
  return { id: nextId++, name, instruments: instruments.map((i) => ({ id: nextId++, name: i })) };
}

function composer(first: string, last: string, pro: string): ComposerDto {
  return { id: nextId++, first_name: first, last_name: last, name: `${first} ${last}`.trim(), pro };
}

describe('keyword categories', () => {
  const server = [
    kwCategory('Genre', { Rock: ['Indie Rock', 'Punk'] }),
    kwCategory('Type of Show', { TV: ['Reality', 'Documentary'] }),
    kwCategory('Key', { Major: ['C Major'] }),
    kwCategory('Tempo', { Speed: ['Fast', 'Slow'] }),
    kwCategory('Empty', { Nothing: [] }),
    kwCategory('Energy', { High: ['Driving'] }),
    kwCategory('Era', {}),
    kwCategory('Dark', { Mood: ['Ominous'] }),
  ];
  const mapped = mapKeywordCategories(server);

  it('orders categories by KEYWORD_CATEGORY_ORDER, renames Type of Show and drops empty ones', () => {
    expect(mapped.map((c) => c.name)).toEqual(['Energy', 'Dark', 'Tempo', 'Key', 'Genre', 'Type Of Production']);
  });

  it('adds "Specify BPM" to Tempo and "Specify Key" to Key, as dialog actions', () => {
    const tempo = mapped.find((c) => c.name === 'Tempo')!;
    expect(tempo.groups[0].keywords[0]).toMatchObject({ name: 'Specify BPM', action: 'specify_bpm' });
    expect(tempo.keywordCount).toBe(3);
    const key = mapped.find((c) => c.name === 'Key')!;
    expect(key.groups[0].keywords[0]).toMatchObject({ name: 'Specify Key', action: 'specify_key' });
  });

  it('gives a category an added keyword even when it has no keywords of its own', () => {
    const [tempo] = mapKeywordCategories([kwCategory('Tempo', {})]);
    expect(tempo.groups).toEqual([{ id: expect.any(String), name: 'Tempo', keywords: [expect.objectContaining({ name: 'Specify BPM' })] }]);
  });

  it('uses the wide layout above 32 keywords', () => {
    const many = Array.from({ length: 33 }, (_, i) => `K${i}`);
    const [wide] = mapKeywordCategories([kwCategory('Genre', { A: many })]);
    const [narrow] = mapKeywordCategories([kwCategory('Genre', { A: many.slice(0, 32) })]);
    expect(isWideSubcategory(wide)).toBe(true);
    expect(isWideSubcategory(narrow)).toBe(false);
  });
});

describe('instrument categories', () => {
  it('renames Acoustic, Electric and Other Plectrum, orders them and breaks the line before Guitars (Acoustic)', () => {
    const mapped = mapInstrumentCategories([
      instCategory('World/Ethnic', ['Sitar']),
      instCategory('Other Plectrum', ['Banjo']),
      instCategory('Electric', ['Electric Guitar']),
      instCategory('Acoustic', ['Nylon Guitar']),
      instCategory('Strings', ['Violin', 'Cello']),
      instCategory('Brass', []),
      instCategory('Keyboards', ['Piano']),
    ]);
    expect(mapped.map((c) => c.name)).toEqual([
      'Strings',
      'Keyboards',
      'Guitars (Acoustic)',
      'Guitars (Electric)',
      'Plectrum (Fretted)',
      'World/Ethnic',
    ]);
    expect(mapped.filter((c) => c.lineBreakBefore).map((c) => c.name)).toEqual(['Guitars (Acoustic)']);
    expect(mapped[0].groups[0].keywords.map((k) => k.name)).toEqual(['Violin', 'Cello']);
  });
});

describe('ids a server sends twice (contract fuzz, seed 3102: two instrument categories with id 1)', () => {
  const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);
  const unique = (entries: { id: string }[]) => new Set(ids(entries)).size === entries.length;

  it('keeps every entry and tells them apart, at every level of the filters', () => {
    const instruments = mapInstrumentCategories([
      { id: 1, name: 'Strings', instruments: [{ id: 7, name: 'Violin' }, { id: 7, name: 'Viola' }] },
      { id: 1, name: 'Brass', instruments: [{ id: 8, name: 'Horn' }] },
    ]);
    expect(instruments.map((category) => category.name)).toEqual(['Strings', 'Brass']);
    expect(unique(instruments)).toBe(true);
    expect(unique(instruments[0].groups[0].keywords)).toBe(true);
    expect(instruments[0].groups[0].keywords.map((keyword) => keyword.name)).toEqual(['Violin', 'Viola']);

    const keywords = mapKeywordCategories([
      { id: 2, name: 'Energy', subcategories: [{ id: 3, name: 'High', keywords: [{ id: 4, name: 'Driving' }, { id: 4, name: 'Pounding' }] }, { id: 3, name: 'Low', keywords: [{ id: 5, name: 'Calm' }] }] },
      { id: 2, name: 'Dark', subcategories: [{ id: 6, name: 'Tense', keywords: [{ id: 9, name: 'Ominous' }] }] },
    ]);
    expect(unique(keywords)).toBe(true);
    expect(unique(keywords[0].groups)).toBe(true);
    expect(unique(keywords[0].groups[0].keywords)).toBe(true);

    const composers = mapComposers([
      { id: 1, name: 'Ann Adams', pro: 'BMI' },
      { id: 1, name: 'Bob Baker', pro: 'ASCAP' },
    ] as ComposerDto[]);
    expect(composers[0].groups[0].keywords.map((keyword) => keyword.name)).toEqual(['Ann Adams (BMI)', 'Bob Baker (ASCAP)']);
    expect(unique(composers[0].groups[0].keywords)).toBe(true);
  });
});

describe('names that are also names of a JavaScript object\'s own members (contract fuzz, seed 3102)', () => {
  it('are shown as they are, never looked up as the renames\' members', () => {
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty'];
    expect(mapInstrumentCategories(names.map((name, index) => ({ id: index, name, instruments: [{ id: index, name: 'Violin' }] }))).map((c) => c.name)).toEqual(names);
    expect(mapKeywordCategories(names.map((name, index) => ({ id: index, name, subcategories: [{ id: index, name: 'Sub', keywords: [{ id: index, name: 'Dark' }] }] }))).map((c) => c.name)).toEqual(names);
  });
});

describe('composers', () => {
  it('groups by the first letter of the last name and shows "name (pro)"', () => {
    const mapped = mapComposers([
      composer('Zoe', 'Young', 'PRS'),
      composer('Ann', 'Baker', 'ASCAP'),
      composer('Eve', 'Hart', 'BMI'),
      composer('Ian', 'Lowe', 'SESAC'),
      composer('Mia', 'Perez', 'BMI'),
      composer('Quinn', 'Thomas', 'GEMA'),
      composer('Uma', 'Zeller', 'SOCAN'),
      composer('Al', 'Adams', 'ASCAP'),
    ]);
    expect(mapped.map((g) => g.name)).toEqual(['A-D', 'E-H', 'I-L', 'M-P', 'Q-T', 'U-Z']);
    expect(mapped[0].groups[0].keywords.map((k) => k.name)).toEqual(['Al Adams (ASCAP)', 'Ann Baker (ASCAP)']);
    expect(mapped[5].groups[0].keywords.map((k) => k.name)).toEqual(['Zoe Young (PRS)', 'Uma Zeller (SOCAN)']);
  });

  it('drops empty groups, ignores accents and falls back to the last word of the name', () => {
    expect(composerGroup(composer('Éric', 'Émond', 'SOCAN'))).toBe('E-H');
    expect(composerGroup({ id: 1, name: 'John Smith', first_name: '', last_name: '', pro: 'BMI' })).toBe('Q-T');
    expect(composerGroup(composer('X', '9Lives', 'BMI'))).toBe('A-D');
    expect(mapComposers([composer('Ann', 'Baker', 'ASCAP')]).map((g) => g.name)).toEqual(['A-D']);
  });
});

describe('a server that sends names only (no ids, no first or last names)', () => {
  const keywords = [{ name: 'Energy', subcategories: [{ name: 'High', keywords: [{ id: 1, name: 'Driving' }] }, { name: 'Low', keywords: [{ id: 2, name: 'Calm' }] }] }];
  const instruments = [{ name: 'Strings', instruments: [{ name: 'Violin' }, { name: 'Cello' }] }, { name: 'Brass', instruments: [{ name: 'Horn' }] }];
  const composers = [{ name: 'Ann Baker', pro: 'ASCAP' }, { name: 'Al Adams', pro: 'ASCAP' }, { name: 'Zoe Young', pro: 'PRS' }];

  it('keys every category, subcategory and entry apart by its name', () => {
    const keywordGroups = mapKeywordCategories(keywords as unknown as KeywordCategoryDto[])[0].groups.map((g) => g.id);
    expect(new Set(keywordGroups).size).toBe(2);
    const mapped = mapInstrumentCategories(instruments as unknown as InstrumentCategoryDto[]);
    expect(new Set(mapped.map((c) => c.id)).size).toBe(2);
    expect(new Set(mapped[0].groups[0].keywords.map((k) => k.id)).size).toBe(2);
    const people = mapComposers(composers as unknown as ComposerDto[]);
    expect(people[0].groups[0].keywords).toEqual([
      { id: 'comp-name:Al Adams', name: 'Al Adams (ASCAP)' },
      { id: 'comp-name:Ann Baker', name: 'Ann Baker (ASCAP)' },
    ]);
  });

  it('groups composers by the last word of the name', () => {
    expect(mapComposers(composers as unknown as ComposerDto[]).map((g) => g.name)).toEqual(['A-D', 'U-Z']);
  });
});
