import { http, HttpResponse } from 'msw';
import type { ComposerDto, InstrumentCategoryDto, KeywordCategoryDto } from '@/shared/api';

/**
 * A small, fixed vocabulary in the server's raw shape (before the app's renames and ordering),
 * for tests and stories that need exact names. Only test and story files import this.
 */
let id = 1000;
const kw = (name: string, subs: Record<string, string[]>): KeywordCategoryDto => ({
  id: id++,
  name,
  subcategories: Object.entries(subs).map(([sub, keywords]) => ({ id: id++, name: sub, keywords: keywords.map((k) => ({ id: id++, name: k })) })),
});
const inst = (name: string, instruments: string[]): InstrumentCategoryDto => ({
  id: id++,
  name,
  instruments: instruments.map((i) => ({ id: id++, name: i })),
});
const composer = (first: string, last: string, pro: string): ComposerDto => ({ id: id++, first_name: first, last_name: last, name: `${first} ${last}`, pro });

const TEST_KEYWORD_CATEGORIES: KeywordCategoryDto[] = [
  kw('Genre', { Rock: ['Indie Rock', 'Punk'], Electronic: ['Synthwave'] }),
  kw('Type of Show', { TV: ['Reality', 'Documentary'] }),
  kw('Energy', { High: ['Driving', 'Energetic'], Low: ['Calm'] }),
  kw('Tempo', { Speed: ['Fast', 'Slow'] }),
  kw('Key', { Mode: ['Major', 'Minor'] }),
  kw('Dark', { Mood: ['Ominous', 'Tense'] }),
  kw('Era', {}),
  kw('Usage', { Sport: Array.from({ length: 33 }, (_, i) => `Sport ${i + 1}`) }),
];

const TEST_INSTRUMENT_CATEGORIES: InstrumentCategoryDto[] = [
  inst('Electric', ['Electric Guitar']),
  inst('Strings', ['Violin', 'Cello']),
  inst('Acoustic', ['Nylon Guitar', 'Steel Guitar']),
  inst('Other Plectrum', ['Banjo']),
  inst('Keyboards', ['Piano']),
  inst('Brass', []),
];

const TEST_COMPOSERS: ComposerDto[] = [
  composer('Ann', 'Baker', 'ASCAP'),
  composer('Eve', 'Hart', 'BMI'),
  composer('Mia', 'Perez', 'PRS'),
  composer('Zoe', 'Young', 'SOCAN'),
];

/** MSW handlers answering the three vocabulary calls with the fixed vocabulary above. */
export const vocabularyTestHandlers = [
  http.get('*/api/music/keywords/categories/', () => HttpResponse.json(TEST_KEYWORD_CATEGORIES)),
  http.get('*/api/music/instruments/categories/', () => HttpResponse.json(TEST_INSTRUMENT_CATEGORIES)),
  http.get('*/api/music/composers/', () => HttpResponse.json(TEST_COMPOSERS)),
];
