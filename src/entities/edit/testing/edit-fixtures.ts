// Edit files written from each format's public documentation and real exports, for tests, stories
// and the cue sheet page. The same files are on disk under ./fixtures for e2e (`setInputFiles`).
import broken from './fixtures/broken-lines.edl?raw';
import documentary111 from './fixtures/documentary-1.11.fcpxml?raw';
import notes from './fixtures/notes.txt?raw';
import podcast from './fixtures/podcast.otio?raw';
import premiereA1A2 from './fixtures/premiere-a1a2.edl?raw';
import premiereA3A4 from './fixtures/premiere-a3a4.edl?raw';
import premiereXml from './fixtures/premiere.xml?raw';
import promo18 from './fixtures/promo-1.8.fcpxml?raw';
import rate23976 from './fixtures/rate-23976.edl?raw';
import rate24 from './fixtures/rate-24.edl?raw';
import rate25 from './fixtures/rate-25.edl?raw';
import rate2997df from './fixtures/rate-2997-df.edl?raw';
import rate2997ndf from './fixtures/rate-2997-ndf.edl?raw';
import rate30 from './fixtures/rate-30.edl?raw';
import rate50 from './fixtures/rate-50.edl?raw';
import rate5994df from './fixtures/rate-5994-df.edl?raw';

/** Each fixture's file name (as under ./fixtures) and text. */
export const EDIT_FIXTURES = {
  'rate-23976.edl': rate23976,
  'rate-24.edl': rate24,
  'rate-25.edl': rate25,
  'rate-2997-df.edl': rate2997df,
  'rate-2997-ndf.edl': rate2997ndf,
  'rate-30.edl': rate30,
  'rate-50.edl': rate50,
  'rate-5994-df.edl': rate5994df,
  'premiere-a1a2.edl': premiereA1A2,
  'premiere-a3a4.edl': premiereA3A4,
  'broken-lines.edl': broken,
  'premiere.xml': premiereXml,
  'documentary-1.11.fcpxml': documentary111,
  'promo-1.8.fcpxml': promo18,
  'podcast.otio': podcast,
  'notes.txt': notes,
} as const;

export type EditFixtureName = keyof typeof EDIT_FIXTURES;

/** A fixture as a File, the way a person picks or drops it. */
export function editFixtureFile(name: EditFixtureName): File {
  return new File([EDIT_FIXTURES[name]], name, { type: name.endsWith('.otio') ? 'application/json' : name.endsWith('.txt') || name.endsWith('.edl') ? 'text/plain' : 'application/xml' });
}
