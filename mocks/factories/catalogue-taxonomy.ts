/**
 * The keyword and instrument taxonomies of the mock catalogue, exactly as the real server stores
 * them: raw category names ("Type of Show", "Acoustic", "Electric", "Other Plectrum"), a raw order
 * that is NOT the order the app shows (the app reorders and renames them for display), and one empty
 * category the app must drop. Keyword and instrument names are unique across both lists, so a
 * `keywords_include` term names exactly one thing.
 */

export interface KeywordCategoryDef {
  name: string;
  subcategories: { name: string; keywords: string[] }[];
}

export interface InstrumentCategoryDef {
  name: string;
  instruments: string[];
}

/** Raw server order (the app sorts into Energy, Dark, Light, Emotional, Ethnic, Tempo, Key, Usage, Era, Genre, Type Of Production). */
export const KEYWORD_CATEGORIES: KeywordCategoryDef[] = [
  {
    name: 'Genre',
    subcategories: [
      { name: 'Orchestral', keywords: ['Cinematic', 'Orchestral', 'Hybrid Orchestral', 'Neo-Classical', 'Trailer Music', 'Chamber'] },
      { name: 'Electronic', keywords: ['Ambient', 'Electronica', 'Synthwave', 'Dubstep', 'House', 'Techno', 'Glitch', 'Lo-Fi', 'Drum & Bass'] },
      { name: 'Band', keywords: ['Rock', 'Indie', 'Pop', 'Funk', 'Blues', 'Country', 'Folk', 'Jazz', 'Hip Hop', 'R&B', 'Soul', 'Metal', 'Punk', 'Americana'] },
      { name: 'World', keywords: ['Latin Pop', 'Afrobeat', 'Reggae', 'Flamenco', 'Bollywood'] },
    ],
  },
  {
    name: 'Usage',
    subcategories: [
      { name: 'Picture', keywords: ['Trailer', 'Promo', 'Bumper', 'Montage', 'Main Title', 'End Credits', 'Underscore', 'Sting', 'Transition'] },
      { name: 'Scenes', keywords: ['Chase', 'Action', 'Sports', 'Investigation', 'Reveal', 'Romance', 'Comedy', 'Celebration', 'Corporate', 'Advertising'] },
    ],
  },
  {
    name: 'Energy',
    subcategories: [
      { name: 'Intensity', keywords: ['Low Energy', 'Medium Low Energy', 'Medium Energy', 'Medium High Energy', 'High Energy'] },
      { name: 'Movement', keywords: ['Building', 'Driving', 'Pulsing', 'Floating', 'Static', 'Relentless'] },
    ],
  },
  {
    name: 'Emotional',
    subcategories: [
      { name: 'Tender', keywords: ['Tender', 'Romantic', 'Nostalgic', 'Bittersweet', 'Warm'] },
      { name: 'Sad', keywords: ['Sad', 'Melancholy', 'Reflective', 'Somber', 'Lonely'] },
      { name: 'Epic', keywords: ['Epic', 'Heroic', 'Majestic', 'Powerful', 'Dramatic'] },
    ],
  },
  {
    name: 'Era',
    subcategories: [
      { name: 'Decades', keywords: ['1950s', '1960s', '1970s', '1980s', '1990s', '2000s', 'Contemporary'] },
      { name: 'Periods', keywords: ['Baroque', 'Classical Period', 'Romantic Period'] },
    ],
  },
  {
    name: 'Tempo',
    subcategories: [
      { name: 'Speed', keywords: ['Very Slow', 'Slow', 'Medium Tempo', 'Fast', 'Very Fast'] },
      { name: 'Feel', keywords: ['Rubato', 'Tempo Changes', 'Half Time', 'Swing'] },
    ],
  },
  {
    name: 'Dark',
    subcategories: [
      { name: 'Menacing', keywords: ['Menacing', 'Ominous', 'Sinister', 'Brooding', 'Creepy'] },
      { name: 'Tension', keywords: ['Suspense', 'Tension', 'Unease', 'Mysterious', 'Anxious'] },
    ],
  },
  {
    name: 'Type of Show',
    subcategories: [
      { name: 'Unscripted', keywords: ['Reality', 'Documentary', 'True Crime', 'Game Show', 'Talk Show', 'News', 'Lifestyle', 'Cooking', 'Travel'] },
      { name: 'Scripted', keywords: ['Drama', 'Sitcom', 'Crime Drama', 'Sci-Fi', 'Period Drama', 'Kids & Family'] },
      { name: 'Live Events', keywords: ['Sports Broadcast', 'Awards Show'] },
    ],
  },
  {
    name: 'Key',
    subcategories: [{ name: 'Tonality', keywords: ['Major', 'Minor', 'Modal', 'Atonal'] }],
  },
  {
    name: 'Light',
    subcategories: [
      { name: 'Bright', keywords: ['Bright', 'Happy', 'Playful', 'Whimsical', 'Carefree', 'Quirky'] },
      { name: 'Uplifting', keywords: ['Uplifting', 'Hopeful', 'Inspiring', 'Triumphant', 'Positive'] },
    ],
  },
  {
    name: 'Ethnic',
    subcategories: [
      { name: 'Regions', keywords: ['Latin', 'African', 'Middle Eastern', 'Asian', 'Celtic', 'Indian', 'Caribbean', 'Eastern European'] },
    ],
  },
  /** Empty on purpose: the app drops categories without keywords (so the mock must include one). */
  { name: 'Archive', subcategories: [] },
];

/** Raw server order and names (the app renames Acoustic, Electric, Other Plectrum and reorders). */
export const INSTRUMENT_CATEGORIES: InstrumentCategoryDef[] = [
  {
    name: 'Percussion',
    instruments: ['Drum Kit', 'Taiko', 'Timpani', 'Hand Claps', 'Shaker', 'Tambourine', 'Congas', 'Bongos', 'Cajon', 'Frame Drum', 'Toms', 'Cymbals', 'Gong', 'Snare Drum', 'Bass Drum', 'Brushes'],
  },
  { name: 'Strings', instruments: ['Violin', 'Viola', 'Cello', 'Double Bass', 'String Ensemble', 'Pizzicato Strings', 'Harp', 'Solo Violin'] },
  { name: 'Electric', instruments: ['Electric Guitar', 'Distorted Guitar', 'Clean Guitar', 'Slide Guitar', 'Bass Guitar', 'Fretless Bass'] },
  { name: 'Keyboards', instruments: ['Piano', 'Electric Piano', 'Organ', 'Hammond Organ', 'Harpsichord', 'Celesta', 'Rhodes', 'Clavinet', 'Accordion'] },
  { name: 'Acoustic', instruments: ['Acoustic Guitar', 'Nylon Guitar', '12-String Guitar', 'Resonator Guitar'] },
  {
    /** More than 32 entries: the advanced-filters popup shows it in the wide layout. */
    name: 'Electronic',
    instruments: [
      'Synth Pad', 'Synth Bass', 'Synth Lead', 'Arpeggiator', 'Analog Synth', 'Modular Synth', 'FM Synth',
      'Wavetable Synth', 'Sub Bass', '808', 'Drum Machine', 'Vocoder', 'Sampler', 'Glitch FX', 'Risers',
      'Impacts', 'Whooshes', 'Drones', 'Granular Textures', 'Sequencer', 'Chiptune', 'Theremin', 'Mellotron',
      'Moog Bass', 'Acid Bass', 'Reese Bass', 'Supersaw', 'Pluck Synth', 'Bell Synth', 'Noise Sweeps',
      'Tape Loops', 'Reversed Sounds', 'Sidechain Pumping', 'Vinyl Crackle', 'Turntables', 'Breakbeats',
    ],
  },
  { name: 'Mallets', instruments: ['Marimba', 'Xylophone', 'Vibraphone', 'Glockenspiel', 'Tubular Bells', 'Steel Drums'] },
  { name: 'Brass', instruments: ['Trumpet', 'Trombone', 'French Horn', 'Tuba', 'Brass Section', 'Flugelhorn', 'Muted Trumpet'] },
  { name: 'Other Plectrum', instruments: ['Banjo', 'Mandolin', 'Ukulele', 'Bouzouki', 'Dobro'] },
  { name: 'Winds', instruments: ['Flute', 'Piccolo', 'Clarinet', 'Oboe', 'Bassoon', 'Alto Sax', 'Tenor Sax', 'Recorder', 'Pan Flute', 'Harmonica'] },
  {
    name: 'Vocals',
    instruments: ['Female Vocals', 'Male Vocals', 'Choir', "Children's Choir", 'Whistling', 'Humming', 'Vocal Chops', 'Spoken Word', 'Rap Vocals', 'Operatic Vocals', 'Wordless Vocals'],
  },
  {
    name: 'World/Ethnic',
    instruments: ['Sitar', 'Tabla', 'Koto', 'Shamisen', 'Erhu', 'Pipa', 'Oud', 'Duduk', 'Bagpipes', 'Didgeridoo', 'Kalimba', 'Djembe', 'Balalaika', 'Charango', 'Bansuri', 'Tin Whistle', 'Fiddle'],
  },
];

/** Stem part names, and the instrument categories whose instruments produce that stem. */
export const STEM_PARTS: { title: string; categories: string[]; instruments?: string[] }[] = [
  { title: 'Drums', categories: ['Percussion'], instruments: ['Drum Kit', 'Snare Drum', 'Bass Drum', 'Toms', 'Cymbals', 'Brushes', 'Drum Machine', '808', 'Breakbeats'] },
  { title: 'Percussion', categories: ['Percussion', 'Mallets'] },
  { title: 'Bass', categories: [], instruments: ['Bass Guitar', 'Fretless Bass', 'Double Bass', 'Synth Bass', 'Sub Bass', 'Moog Bass', 'Acid Bass', 'Reese Bass'] },
  { title: 'Strings', categories: ['Strings'] },
  { title: 'Keys', categories: ['Keyboards'] },
  { title: 'Synths', categories: ['Electronic'] },
  { title: 'Guitars', categories: ['Acoustic', 'Electric', 'Other Plectrum'] },
  { title: 'Brass', categories: ['Brass'] },
  { title: 'Woodwinds', categories: ['Winds'] },
  { title: 'Vocals', categories: ['Vocals'] },
  { title: 'World Instruments', categories: ['World/Ethnic'] },
];

/** Tempo keyword for a BPM. */
export function tempoKeyword(bpm: number): string {
  if (bpm < 70) return 'Very Slow';
  if (bpm < 90) return 'Slow';
  if (bpm < 120) return 'Medium Tempo';
  if (bpm < 150) return 'Fast';
  return 'Very Fast';
}

/** Keys as the catalogue spells them (flats for black keys except F# and C#/G# minors, as charts do). */
export const MAJOR_KEYS = ['C', 'G', 'D', 'A', 'E', 'B', 'F#', 'Db', 'Ab', 'Eb', 'Bb', 'F'];
export const MINOR_KEYS = ['Am', 'Em', 'Bm', 'F#m', 'C#m', 'G#m', 'Ebm', 'Bbm', 'Fm', 'Cm', 'Gm', 'Dm'];
