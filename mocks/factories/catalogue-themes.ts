/**
 * Album themes of the mock catalogue: what a production-music library actually sells (trailers,
 * true-crime beds, sports anthems, corporate positivity…). Each theme steers its tracks' keywords,
 * instruments, BPM range, keys and title vocabulary, so searches return believable results.
 * Every keyword and instrument named here exists in catalogue-taxonomy.ts (a test checks it).
 */

export type WordPool = 'dark' | 'epic' | 'bright' | 'tender' | 'electronic' | 'retro' | 'urban' | 'world' | 'nature' | 'corporate' | 'action' | 'quirky';

export interface AlbumTheme {
  title: string;
  blurb: string;
  pool: WordPool;
  genres: string[];
  moods: string[];
  energy: string[];
  usage: string[];
  shows: string[];
  era?: string[];
  ethnic?: string[];
  instruments: string[];
  bpm: [number, number];
  /** Probability that a track is in a minor key. */
  minor: number;
  /** Very short tracks (stingers), 6-10 s, without versions. */
  short?: boolean;
}

const CINE = ['String Ensemble', 'Cello', 'French Horn', 'Timpani', 'Piano', 'Brass Section', 'Choir', 'Taiko'];

export const ALBUM_THEMES: AlbumTheme[] = [
  { title: 'Stingers & Transitions', blurb: 'Ultra-short logos, stings, hits and whooshes for bumpers, scene changes and idents.', pool: 'action', genres: ['Cinematic', 'Electronica'], moods: ['Dramatic', 'Powerful', 'Playful'], energy: ['High Energy'], usage: ['Sting', 'Transition', 'Bumper'], shows: ['News', 'Reality', 'Game Show'], instruments: ['Impacts', 'Whooshes', 'Risers', 'Brass Section', 'Timpani', 'Synth Lead'], bpm: [90, 140], minor: 0.5, short: true },
  { title: 'Epic Hybrid Trailers', blurb: 'Massive hybrid orchestral builds with thunderous percussion, braams and soaring choirs.', pool: 'epic', genres: ['Hybrid Orchestral', 'Trailer Music'], moods: ['Epic', 'Heroic', 'Powerful', 'Dramatic'], energy: ['High Energy', 'Building'], usage: ['Trailer', 'Promo', 'Main Title'], shows: ['Sci-Fi', 'Drama'], instruments: [...CINE, 'Impacts', 'Risers', 'Synth Bass'], bpm: [80, 140], minor: 0.85 },
  { title: 'True Crime Textures', blurb: 'Brooding pulses and uneasy drones for investigations, reveals and cold cases.', pool: 'dark', genres: ['Ambient', 'Electronica'], moods: ['Suspense', 'Brooding', 'Unease', 'Mysterious', 'Ominous'], energy: ['Low Energy', 'Pulsing'], usage: ['Investigation', 'Underscore', 'Reveal'], shows: ['True Crime', 'Documentary', 'Crime Drama'], instruments: ['Drones', 'Piano', 'Synth Pad', 'Cello', 'Granular Textures', 'Sub Bass'], bpm: [60, 100], minor: 0.95 },
  { title: 'Sunshine Indie Folk', blurb: 'Hand claps, ukuleles and whistles: feel-good acoustic positivity for lifestyle and ads.', pool: 'bright', genres: ['Indie', 'Folk'], moods: ['Happy', 'Carefree', 'Uplifting', 'Positive', 'Warm'], energy: ['Medium Energy', 'Driving'], usage: ['Advertising', 'Montage', 'Celebration'], shows: ['Lifestyle', 'Travel', 'Cooking'], instruments: ['Acoustic Guitar', 'Ukulele', 'Hand Claps', 'Whistling', 'Glockenspiel', 'Banjo', 'Drum Kit'], bpm: [100, 132], minor: 0.1 },
  { title: 'Retro Synthwave Nights', blurb: 'Neon-soaked 80s synths, gated drums and driving arpeggios.', pool: 'retro', genres: ['Synthwave', 'Electronica'], moods: ['Nostalgic', 'Dramatic', 'Mysterious'], energy: ['Medium High Energy', 'Driving', 'Pulsing'], usage: ['Montage', 'Chase', 'Main Title'], shows: ['Sci-Fi', 'Drama'], era: ['1980s'], instruments: ['Analog Synth', 'Arpeggiator', 'Drum Machine', 'Synth Bass', 'Synth Lead', 'Electric Guitar'], bpm: [84, 120], minor: 0.7 },
  { title: 'Corporate Momentum', blurb: 'Bright, motivating pop-rock and piano beds for brands, tech and presentations.', pool: 'corporate', genres: ['Pop', 'Electronica'], moods: ['Inspiring', 'Uplifting', 'Positive', 'Hopeful'], energy: ['Medium Energy', 'Building'], usage: ['Corporate', 'Advertising', 'Promo'], shows: ['News', 'Lifestyle'], instruments: ['Piano', 'Pluck Synth', 'Clean Guitar', 'Drum Kit', 'String Ensemble', 'Bell Synth'], bpm: [96, 128], minor: 0.1 },
  { title: 'Heavy Hitters Sports Rock', blurb: 'Stadium-sized riffs and pounding drums for highlights and game day.', pool: 'action', genres: ['Rock', 'Metal'], moods: ['Powerful', 'Triumphant', 'Heroic'], energy: ['High Energy', 'Relentless', 'Driving'], usage: ['Sports', 'Promo', 'Action'], shows: ['Sports Broadcast', 'Reality'], instruments: ['Distorted Guitar', 'Drum Kit', 'Bass Guitar', 'Hand Claps', 'Snare Drum'], bpm: [120, 170], minor: 0.6 },
  { title: 'Lo-Fi Study Sessions', blurb: 'Dusty beats, warm keys and vinyl crackle for chilled everyday moments.', pool: 'urban', genres: ['Lo-Fi', 'Hip Hop', 'Jazz'], moods: ['Reflective', 'Warm', 'Nostalgic'], energy: ['Low Energy', 'Floating'], usage: ['Underscore', 'Montage'], shows: ['Lifestyle', 'Cooking', 'Travel'], instruments: ['Rhodes', 'Vinyl Crackle', 'Drum Machine', 'Electric Piano', 'Tape Loops', 'Synth Bass'], bpm: [68, 92], minor: 0.5 },
  { title: 'Nature Documentary Wonders', blurb: 'Sweeping strings and delicate woodwinds for landscapes, wildlife and discovery.', pool: 'nature', genres: ['Orchestral', 'Cinematic'], moods: ['Majestic', 'Hopeful', 'Reflective', 'Whimsical'], energy: ['Medium Low Energy', 'Floating', 'Building'], usage: ['Montage', 'Main Title', 'Underscore'], shows: ['Documentary', 'Travel'], instruments: ['String Ensemble', 'Flute', 'Oboe', 'Harp', 'French Horn', 'Celesta', 'Piano'], bpm: [60, 110], minor: 0.35 },
  { title: 'Urban Hip Hop Beats', blurb: 'Hard-hitting 808s, trap hats and soulful samples.', pool: 'urban', genres: ['Hip Hop', 'R&B'], moods: ['Powerful', 'Menacing', 'Dramatic'], energy: ['Medium High Energy', 'Driving'], usage: ['Promo', 'Sports', 'Advertising'], shows: ['Reality', 'Sports Broadcast'], instruments: ['808', 'Drum Machine', 'Synth Bass', 'Vocal Chops', 'Piano', 'Sampler'], bpm: [70, 100], minor: 0.8 },
  { title: 'Suspense & Investigation', blurb: 'Ticking clocks, pizzicato and tense piano motifs for procedurals.', pool: 'dark', genres: ['Cinematic', 'Ambient'], moods: ['Suspense', 'Tension', 'Anxious', 'Mysterious'], energy: ['Medium Low Energy', 'Pulsing'], usage: ['Investigation', 'Underscore', 'Chase'], shows: ['Crime Drama', 'True Crime', 'Drama'], instruments: ['Pizzicato Strings', 'Piano', 'Synth Pad', 'Cello', 'Sequencer', 'Frame Drum'], bpm: [70, 120], minor: 0.95 },
  { title: 'Quirky Comedy Capers', blurb: 'Pizzicato mischief, bassoons and mallets for comedic misadventures.', pool: 'quirky', genres: ['Chamber', 'Pop'], moods: ['Quirky', 'Playful', 'Whimsical', 'Carefree'], energy: ['Medium Energy'], usage: ['Comedy', 'Montage'], shows: ['Sitcom', 'Kids & Family', 'Reality'], instruments: ['Pizzicato Strings', 'Bassoon', 'Clarinet', 'Marimba', 'Xylophone', 'Glockenspiel', 'Tuba'], bpm: [96, 140], minor: 0.2 },
  { title: 'Dark Cinematic Underscores', blurb: 'Sinister textures and slow-burning dread for thrillers and horror.', pool: 'dark', genres: ['Cinematic', 'Ambient'], moods: ['Sinister', 'Creepy', 'Ominous', 'Menacing'], energy: ['Low Energy', 'Static'], usage: ['Underscore', 'Reveal'], shows: ['Crime Drama', 'Sci-Fi', 'True Crime'], instruments: ['Drones', 'Cello', 'Reversed Sounds', 'Granular Textures', 'Piano', 'Noise Sweeps'], bpm: [60, 90], minor: 1 },
  { title: 'Feel Good Pop Anthems', blurb: 'Radio-ready pop hooks with big choruses and bright vocals.', pool: 'bright', genres: ['Pop'], moods: ['Happy', 'Uplifting', 'Positive', 'Carefree'], energy: ['High Energy', 'Driving'], usage: ['Advertising', 'Promo', 'Celebration'], shows: ['Reality', 'Lifestyle', 'Awards Show'], instruments: ['Female Vocals', 'Synth Lead', 'Drum Machine', 'Hand Claps', 'Electric Guitar', 'Piano'], bpm: [110, 128], minor: 0.15 },
  { title: 'Latin Heat', blurb: 'Congas, nylon guitars and horns: reggaeton grooves and salsa fire.', pool: 'world', genres: ['Latin Pop'], moods: ['Happy', 'Romantic', 'Carefree'], energy: ['High Energy', 'Driving'], usage: ['Celebration', 'Advertising'], shows: ['Travel', 'Reality', 'Cooking'], ethnic: ['Latin', 'Caribbean'], instruments: ['Congas', 'Bongos', 'Nylon Guitar', 'Trumpet', 'Trombone', 'Shaker', 'Charango'], bpm: [90, 130], minor: 0.5 },
  { title: 'Romantic Piano Moments', blurb: 'Intimate solo piano and strings for love stories and reflective scenes.', pool: 'tender', genres: ['Neo-Classical'], moods: ['Romantic', 'Tender', 'Bittersweet', 'Reflective'], energy: ['Low Energy', 'Floating'], usage: ['Romance', 'Underscore', 'End Credits'], shows: ['Drama', 'Period Drama', 'Reality'], instruments: ['Piano', 'Solo Violin', 'Cello', 'String Ensemble'], bpm: [60, 88], minor: 0.45 },
  { title: 'Action Chase Percussion', blurb: 'Relentless ostinatos and taiko hits for pursuits and fight scenes.', pool: 'action', genres: ['Hybrid Orchestral', 'Cinematic'], moods: ['Dramatic', 'Anxious', 'Powerful'], energy: ['High Energy', 'Relentless'], usage: ['Chase', 'Action', 'Trailer'], shows: ['Crime Drama', 'Sci-Fi', 'Sports Broadcast'], instruments: ['Taiko', 'Toms', 'String Ensemble', 'Synth Bass', 'Impacts', 'Brass Section'], bpm: [130, 175], minor: 0.9 },
  { title: 'Celtic Legends', blurb: 'Fiddles, tin whistles and bodhrán-driven reels with a cinematic twist.', pool: 'world', genres: ['Folk'], moods: ['Heroic', 'Nostalgic', 'Carefree'], energy: ['Medium Energy', 'Driving'], usage: ['Montage', 'Celebration'], shows: ['Documentary', 'Travel', 'Period Drama'], ethnic: ['Celtic'], instruments: ['Fiddle', 'Tin Whistle', 'Bagpipes', 'Frame Drum', 'Acoustic Guitar', 'Bouzouki', 'Harp'], bpm: [90, 150], minor: 0.5 },
  { title: 'Deep House Lounge', blurb: 'Smooth four-on-the-floor grooves for fashion, nightlife and luxury.', pool: 'electronic', genres: ['House', 'Electronica'], moods: ['Warm', 'Romantic', 'Carefree'], energy: ['Medium Energy', 'Pulsing'], usage: ['Advertising', 'Montage'], shows: ['Lifestyle', 'Reality', 'Travel'], instruments: ['Drum Machine', 'Synth Bass', 'Electric Piano', 'Synth Pad', 'Vocal Chops', 'Sidechain Pumping'], bpm: [118, 126], minor: 0.6 },
  { title: 'Heartland Americana', blurb: 'Dusty roads and big skies: slide guitars, banjo and honest storytelling.', pool: 'nature', genres: ['Americana', 'Country'], moods: ['Nostalgic', 'Hopeful', 'Warm'], energy: ['Medium Energy'], usage: ['Montage', 'Advertising', 'End Credits'], shows: ['Documentary', 'Reality', 'Travel'], instruments: ['Acoustic Guitar', 'Slide Guitar', 'Banjo', 'Dobro', 'Harmonica', 'Drum Kit', 'Fiddle'], bpm: [80, 124], minor: 0.2 },
  { title: 'Sci-Fi Frontiers', blurb: 'Vast synthetic soundscapes for space, technology and the unknown.', pool: 'electronic', genres: ['Ambient', 'Cinematic'], moods: ['Mysterious', 'Majestic', 'Unease'], energy: ['Medium Low Energy', 'Floating', 'Building'], usage: ['Main Title', 'Underscore', 'Reveal'], shows: ['Sci-Fi', 'Documentary'], instruments: ['Modular Synth', 'Synth Pad', 'Drones', 'Theremin', 'Granular Textures', 'Sub Bass', 'String Ensemble'], bpm: [60, 110], minor: 0.8 },
  { title: 'Funk Factory', blurb: 'Tight clavinets, slap bass and horn stabs straight from the 70s.', pool: 'retro', genres: ['Funk', 'Soul'], moods: ['Playful', 'Happy', 'Carefree'], energy: ['Medium High Energy', 'Driving'], usage: ['Montage', 'Advertising', 'Comedy'], shows: ['Reality', 'Game Show', 'Talk Show'], era: ['1970s'], instruments: ['Clavinet', 'Bass Guitar', 'Clean Guitar', 'Brass Section', 'Drum Kit', 'Congas'], bpm: [96, 118], minor: 0.5 },
  { title: 'Emotional Strings', blurb: 'Heart-wrenching adagios and swelling string ensembles.', pool: 'tender', genres: ['Orchestral', 'Neo-Classical'], moods: ['Sad', 'Melancholy', 'Bittersweet', 'Somber'], energy: ['Low Energy', 'Building'], usage: ['Underscore', 'End Credits', 'Montage'], shows: ['Drama', 'Documentary', 'Period Drama'], instruments: ['String Ensemble', 'Cello', 'Solo Violin', 'Viola', 'Piano', 'Double Bass'], bpm: [60, 84], minor: 0.8 },
  { title: 'Game Show Fever', blurb: 'Big band brass, countdowns and celebratory stabs for quiz and prime time.', pool: 'quirky', genres: ['Pop', 'Funk'], moods: ['Playful', 'Happy', 'Triumphant'], energy: ['High Energy'], usage: ['Bumper', 'Celebration', 'Sting'], shows: ['Game Show', 'Talk Show'], instruments: ['Brass Section', 'Drum Kit', 'Synth Lead', 'Hand Claps', 'Glockenspiel'], bpm: [112, 150], minor: 0.15 },
  { title: 'Middle Eastern Journeys', blurb: 'Oud, duduk and frame drums: ancient modes, modern production.', pool: 'world', genres: ['Cinematic'], moods: ['Mysterious', 'Majestic', 'Reflective'], energy: ['Medium Energy', 'Pulsing'], usage: ['Montage', 'Underscore'], shows: ['Documentary', 'Travel', 'Drama'], ethnic: ['Middle Eastern'], instruments: ['Oud', 'Duduk', 'Frame Drum', 'String Ensemble', 'Drones', 'Tabla'], bpm: [70, 120], minor: 0.85 },
  { title: 'Vintage Jazz Club', blurb: 'Smoky brushes, walking bass and muted trumpet for noir and period pieces.', pool: 'retro', genres: ['Jazz', 'Blues'], moods: ['Romantic', 'Mysterious', 'Nostalgic'], energy: ['Low Energy', 'Medium Low Energy'], usage: ['Underscore', 'Romance'], shows: ['Period Drama', 'Crime Drama', 'Cooking'], era: ['1950s', '1960s'], instruments: ['Double Bass', 'Brushes', 'Piano', 'Muted Trumpet', 'Tenor Sax', 'Vibraphone'], bpm: [66, 140], minor: 0.5 },
  { title: 'Kids Adventure Time', blurb: 'Bouncy, colourful and curious music for animation and family shows.', pool: 'quirky', genres: ['Pop', 'Orchestral'], moods: ['Whimsical', 'Playful', 'Happy', 'Carefree'], energy: ['Medium Energy'], usage: ['Comedy', 'Montage', 'Main Title'], shows: ['Kids & Family', 'Game Show'], instruments: ['Glockenspiel', 'Ukulele', 'Xylophone', 'Pizzicato Strings', 'Whistling', 'Recorder', 'Hand Claps'], bpm: [100, 140], minor: 0.05 },
  { title: 'Glitch Tech Minimal', blurb: 'Clicks, cuts and precision pulses for data, innovation and tech reveals.', pool: 'electronic', genres: ['Glitch', 'Electronica', 'Techno'], moods: ['Mysterious', 'Tension', 'Positive'], energy: ['Medium Energy', 'Pulsing'], usage: ['Corporate', 'Promo', 'Transition'], shows: ['News', 'Documentary'], instruments: ['Glitch FX', 'Sequencer', 'Drum Machine', 'FM Synth', 'Sub Bass', 'Pluck Synth'], bpm: [110, 130], minor: 0.6 },
  { title: 'Breaking News Beds', blurb: 'Urgent pulses and authoritative themes for news, weather and politics.', pool: 'corporate', genres: ['Electronica', 'Orchestral'], moods: ['Dramatic', 'Tension', 'Powerful'], energy: ['Medium High Energy', 'Pulsing'], usage: ['Bumper', 'Main Title', 'Underscore'], shows: ['News', 'Talk Show'], instruments: ['Sequencer', 'Timpani', 'Brass Section', 'Synth Pad', 'String Ensemble', 'Impacts'], bpm: [100, 130], minor: 0.7 },
  { title: 'Reality Drama Pulses', blurb: 'Hooky tension beds for confrontations, confessionals and cliffhangers.', pool: 'urban', genres: ['Electronica', 'Pop'], moods: ['Tension', 'Dramatic', 'Anxious'], energy: ['Medium Energy', 'Pulsing'], usage: ['Underscore', 'Reveal', 'Transition'], shows: ['Reality', 'Lifestyle'], instruments: ['Synth Bass', 'Piano', 'Drum Machine', 'Pluck Synth', 'Risers', 'Vocal Chops'], bpm: [90, 124], minor: 0.9 },
  { title: 'Majestic Fanfares', blurb: 'Royal brass, timpani rolls and ceremonial grandeur.', pool: 'epic', genres: ['Orchestral'], moods: ['Majestic', 'Triumphant', 'Heroic'], energy: ['High Energy'], usage: ['Main Title', 'Celebration', 'Sting'], shows: ['Awards Show', 'Sports Broadcast', 'Period Drama'], era: ['Baroque', 'Romantic Period'], instruments: ['Brass Section', 'Trumpet', 'French Horn', 'Timpani', 'Snare Drum', 'Cymbals'], bpm: [90, 130], minor: 0.1 },
  { title: 'Acoustic Heartstrings', blurb: 'Fingerpicked guitars and gentle vocals for honest, human stories.', pool: 'tender', genres: ['Folk', 'Indie'], moods: ['Tender', 'Hopeful', 'Warm', 'Reflective'], energy: ['Low Energy', 'Medium Low Energy'], usage: ['Montage', 'End Credits', 'Advertising'], shows: ['Documentary', 'Lifestyle', 'Reality'], instruments: ['Acoustic Guitar', '12-String Guitar', 'Piano', 'Male Vocals', 'Cello', 'Humming'], bpm: [70, 110], minor: 0.3 },
  { title: 'Dubstep Warzone', blurb: 'Wobbling basses and half-time drops for extreme sports and gaming.', pool: 'action', genres: ['Dubstep', 'Drum & Bass'], moods: ['Menacing', 'Powerful', 'Dramatic'], energy: ['High Energy', 'Relentless'], usage: ['Trailer', 'Sports', 'Action'], shows: ['Sports Broadcast', 'Reality'], instruments: ['Reese Bass', 'Sub Bass', 'Drum Machine', 'Supersaw', 'Risers', 'Impacts'], bpm: [140, 175], minor: 0.9 },
  { title: 'Asian Horizons', blurb: 'Koto, erhu and taiko for travel, martial arts and contemplation.', pool: 'world', genres: ['Cinematic', 'Ambient'], moods: ['Reflective', 'Majestic', 'Mysterious'], energy: ['Medium Low Energy', 'Floating'], usage: ['Montage', 'Underscore'], shows: ['Travel', 'Documentary', 'Cooking'], ethnic: ['Asian'], instruments: ['Koto', 'Erhu', 'Shamisen', 'Pipa', 'Taiko', 'Bansuri'], bpm: [60, 110], minor: 0.6 },
  { title: 'Bollywood Beats', blurb: 'Dhol grooves, sitar hooks and festive vocals.', pool: 'world', genres: ['Bollywood'], moods: ['Happy', 'Romantic', 'Playful'], energy: ['High Energy', 'Driving'], usage: ['Celebration', 'Advertising'], shows: ['Reality', 'Travel', 'Cooking'], ethnic: ['Indian'], instruments: ['Sitar', 'Tabla', 'Bansuri', 'Female Vocals', 'Drum Machine', 'String Ensemble'], bpm: [96, 140], minor: 0.5 },
  { title: 'Afrobeat Sunrise', blurb: 'Polyrhythmic guitars, horns and talking drums.', pool: 'world', genres: ['Afrobeat', 'Funk'], moods: ['Happy', 'Positive', 'Carefree'], energy: ['Medium High Energy', 'Driving'], usage: ['Advertising', 'Celebration', 'Montage'], shows: ['Travel', 'Lifestyle', 'Documentary'], ethnic: ['African'], instruments: ['Djembe', 'Kalimba', 'Clean Guitar', 'Brass Section', 'Shaker', 'Bass Guitar'], bpm: [100, 124], minor: 0.4 },
  { title: 'Island Reggae Vibes', blurb: 'Laid-back offbeats and steel drums for beaches and good times.', pool: 'bright', genres: ['Reggae'], moods: ['Carefree', 'Happy', 'Warm'], energy: ['Medium Low Energy'], usage: ['Advertising', 'Montage'], shows: ['Travel', 'Lifestyle', 'Cooking'], ethnic: ['Caribbean'], instruments: ['Steel Drums', 'Clean Guitar', 'Bass Guitar', 'Hammond Organ', 'Drum Kit'], bpm: [70, 96], minor: 0.3 },
  { title: 'Neo-Classical Reflections', blurb: 'Minimalist piano and strings in the modern contemporary tradition.', pool: 'tender', genres: ['Neo-Classical', 'Ambient'], moods: ['Reflective', 'Melancholy', 'Hopeful'], energy: ['Low Energy', 'Floating'], usage: ['Underscore', 'Montage', 'End Credits'], shows: ['Documentary', 'Drama'], instruments: ['Piano', 'Cello', 'String Ensemble', 'Celesta', 'Tape Loops'], bpm: [60, 96], minor: 0.6 },
  { title: 'Punk Rock Riot', blurb: 'Raw, fast and loud: three chords and attitude.', pool: 'action', genres: ['Punk', 'Rock'], moods: ['Powerful', 'Carefree', 'Playful'], energy: ['High Energy', 'Relentless'], usage: ['Sports', 'Montage', 'Promo'], shows: ['Reality', 'Sports Broadcast'], era: ['1990s'], instruments: ['Distorted Guitar', 'Bass Guitar', 'Drum Kit', 'Male Vocals'], bpm: [150, 180], minor: 0.3 },
  { title: 'Blues Highway', blurb: 'Gritty slide guitar, harmonica and swaggering shuffles.', pool: 'retro', genres: ['Blues', 'Rock'], moods: ['Brooding', 'Nostalgic', 'Warm'], energy: ['Medium Energy'], usage: ['Montage', 'Underscore'], shows: ['Documentary', 'Crime Drama', 'Reality'], era: ['1960s'], instruments: ['Slide Guitar', 'Harmonica', 'Hammond Organ', 'Drum Kit', 'Bass Guitar', 'Resonator Guitar'], bpm: [64, 120], minor: 0.4 },
  { title: 'Horror Nightmares', blurb: 'Screeching strings, creaks and terrifying stingers.', pool: 'dark', genres: ['Cinematic'], moods: ['Creepy', 'Sinister', 'Anxious'], energy: ['Low Energy', 'Static'], usage: ['Reveal', 'Sting', 'Underscore'], shows: ['Sci-Fi', 'True Crime', 'Drama'], instruments: ['String Ensemble', 'Drones', "Children's Choir", 'Reversed Sounds', 'Noise Sweeps', 'Celesta'], bpm: [60, 100], minor: 1 },
  { title: 'Uplifting Cinematic Journeys', blurb: 'Inspirational builds that soar to the finish line.', pool: 'epic', genres: ['Cinematic', 'Orchestral'], moods: ['Inspiring', 'Uplifting', 'Triumphant', 'Hopeful'], energy: ['Medium High Energy', 'Building'], usage: ['Trailer', 'Montage', 'End Credits'], shows: ['Documentary', 'Sports Broadcast', 'Awards Show'], instruments: ['String Ensemble', 'Piano', 'French Horn', 'Choir', 'Timpani', 'Glockenspiel'], bpm: [80, 130], minor: 0.2 },
  { title: 'Cooking Show Grooves', blurb: 'Light, tasty grooves with plucked strings and mallets.', pool: 'bright', genres: ['Pop', 'Jazz'], moods: ['Happy', 'Playful', 'Warm'], energy: ['Medium Energy'], usage: ['Montage', 'Underscore', 'Bumper'], shows: ['Cooking', 'Lifestyle'], instruments: ['Marimba', 'Acoustic Guitar', 'Double Bass', 'Brushes', 'Whistling', 'Vibraphone'], bpm: [96, 126], minor: 0.1 },
  { title: 'Techno Underground', blurb: 'Dark warehouse techno: hypnotic, relentless, industrial.', pool: 'electronic', genres: ['Techno'], moods: ['Menacing', 'Brooding', 'Tension'], energy: ['High Energy', 'Pulsing', 'Relentless'], usage: ['Chase', 'Promo', 'Montage'], shows: ['Crime Drama', 'Reality'], instruments: ['Drum Machine', 'Acid Bass', 'Modular Synth', 'Sequencer', 'Noise Sweeps'], bpm: [124, 138], minor: 0.9 },
  { title: 'Period Drama Elegance', blurb: 'Harpsichords, string quartets and refined ballroom waltzes.', pool: 'tender', genres: ['Chamber', 'Orchestral'], moods: ['Romantic', 'Majestic', 'Nostalgic'], energy: ['Medium Low Energy'], usage: ['Underscore', 'Romance', 'Main Title'], shows: ['Period Drama', 'Documentary'], era: ['Baroque', 'Classical Period'], instruments: ['Harpsichord', 'String Ensemble', 'Violin', 'Viola', 'Cello', 'Flute'], bpm: [72, 132], minor: 0.4 },
  { title: 'Motivational Piano Pop', blurb: 'Optimistic piano-driven pop for success stories and charity.', pool: 'corporate', genres: ['Pop'], moods: ['Hopeful', 'Inspiring', 'Positive'], energy: ['Medium Energy', 'Building'], usage: ['Corporate', 'Advertising', 'Montage'], shows: ['Documentary', 'Lifestyle', 'News'], instruments: ['Piano', 'Drum Kit', 'String Ensemble', 'Clean Guitar', 'Bell Synth'], bpm: [90, 124], minor: 0.15 },
  { title: 'Eastern European Tales', blurb: 'Balalaika, accordion and klezmer clarinet, wistful and wild.', pool: 'world', genres: ['Folk'], moods: ['Melancholy', 'Playful', 'Nostalgic'], energy: ['Medium Energy'], usage: ['Montage', 'Comedy'], shows: ['Travel', 'Period Drama', 'Cooking'], ethnic: ['Eastern European'], instruments: ['Balalaika', 'Accordion', 'Clarinet', 'Fiddle', 'Double Bass', 'Tambourine'], bpm: [80, 160], minor: 0.8 },
  { title: 'Ambient Meditations', blurb: 'Weightless pads and slow-evolving textures for wellness and space.', pool: 'nature', genres: ['Ambient'], moods: ['Reflective', 'Warm', 'Hopeful'], energy: ['Low Energy', 'Floating', 'Static'], usage: ['Underscore', 'Montage'], shows: ['Lifestyle', 'Documentary', 'Travel'], instruments: ['Synth Pad', 'Drones', 'Piano', 'Wordless Vocals', 'Kalimba', 'Tape Loops'], bpm: [60, 80], minor: 0.4 },
  { title: 'Garage Rock Revival', blurb: 'Fuzzy guitars, tambourines and swagger.', pool: 'retro', genres: ['Rock', 'Indie'], moods: ['Carefree', 'Powerful', 'Playful'], energy: ['High Energy', 'Driving'], usage: ['Montage', 'Promo', 'Sports'], shows: ['Reality', 'Sports Broadcast', 'Lifestyle'], era: ['1960s', '2000s'], instruments: ['Distorted Guitar', 'Tambourine', 'Drum Kit', 'Bass Guitar', 'Organ'], bpm: [120, 160], minor: 0.3 },
  { title: 'Holiday Cheer', blurb: 'Sleigh bells, celesta and jolly orchestral arrangements of seasonal favourites.', pool: 'bright', genres: ['Orchestral', 'Pop'], moods: ['Happy', 'Whimsical', 'Warm', 'Nostalgic'], energy: ['Medium Energy'], usage: ['Advertising', 'Celebration', 'Montage'], shows: ['Kids & Family', 'Cooking', 'Talk Show'], instruments: ['Celesta', 'Glockenspiel', 'String Ensemble', 'Choir', 'Tubular Bells', 'Piano'], bpm: [90, 140], minor: 0.05 },
  { title: 'Soulful R&B Grooves', blurb: 'Silky keys, warm bass and smooth vocal hooks.', pool: 'urban', genres: ['R&B', 'Soul'], moods: ['Romantic', 'Warm', 'Reflective'], energy: ['Medium Low Energy'], usage: ['Romance', 'Advertising', 'Montage'], shows: ['Reality', 'Lifestyle'], instruments: ['Rhodes', 'Bass Guitar', 'Drum Machine', 'Female Vocals', 'Synth Pad', 'Clean Guitar'], bpm: [68, 100], minor: 0.6 },
  { title: 'Drum & Bass Velocity', blurb: 'Rolling breaks and liquid basslines at full speed.', pool: 'electronic', genres: ['Drum & Bass'], moods: ['Powerful', 'Anxious', 'Uplifting'], energy: ['High Energy', 'Relentless'], usage: ['Sports', 'Chase', 'Promo'], shows: ['Sports Broadcast', 'Reality'], instruments: ['Breakbeats', 'Reese Bass', 'Synth Pad', 'Sub Bass', 'Vocal Chops'], bpm: [160, 178], minor: 0.8 },
  { title: 'Western Frontier', blurb: 'Twanging guitars, lonely whistles and dusty showdowns.', pool: 'nature', genres: ['Americana', 'Cinematic'], moods: ['Lonely', 'Heroic', 'Brooding'], energy: ['Medium Energy'], usage: ['Underscore', 'Main Title', 'Reveal'], shows: ['Period Drama', 'Documentary'], instruments: ['Resonator Guitar', 'Whistling', 'Harmonica', 'Trumpet', 'Acoustic Guitar', 'Timpani'], bpm: [70, 120], minor: 0.7 },
  { title: 'Awards Night Glamour', blurb: 'Big band swing and red-carpet sparkle.', pool: 'retro', genres: ['Jazz', 'Orchestral'], moods: ['Triumphant', 'Happy', 'Majestic'], energy: ['High Energy'], usage: ['Main Title', 'Celebration', 'Bumper'], shows: ['Awards Show', 'Talk Show'], era: ['1950s'], instruments: ['Brass Section', 'Alto Sax', 'Drum Kit', 'Double Bass', 'Piano', 'String Ensemble'], bpm: [120, 170], minor: 0.1 },
  { title: 'Flamenco Passion', blurb: 'Fiery nylon-string guitars, palmas and cajón.', pool: 'world', genres: ['Flamenco'], moods: ['Romantic', 'Dramatic', 'Powerful'], energy: ['Medium High Energy', 'Driving'], usage: ['Romance', 'Montage'], shows: ['Travel', 'Drama', 'Cooking'], ethnic: ['Latin'], instruments: ['Nylon Guitar', 'Cajon', 'Hand Claps', 'Cello', 'Male Vocals'], bpm: [90, 150], minor: 0.85 },
  { title: 'Cyberpunk Dystopia', blurb: 'Distorted synths and industrial beats for dark futures.', pool: 'electronic', genres: ['Electronica', 'Synthwave'], moods: ['Menacing', 'Ominous', 'Dramatic'], energy: ['Medium High Energy', 'Pulsing'], usage: ['Trailer', 'Chase', 'Main Title'], shows: ['Sci-Fi', 'Crime Drama'], instruments: ['Supersaw', 'Modular Synth', 'Drum Machine', 'Reese Bass', 'Vocoder', 'Impacts'], bpm: [90, 130], minor: 0.95 },
  { title: 'Gospel Spirit', blurb: 'Hammond, handclaps and a full choir lifting the roof.', pool: 'bright', genres: ['Soul'], moods: ['Uplifting', 'Triumphant', 'Hopeful'], energy: ['Medium High Energy', 'Building'], usage: ['Celebration', 'End Credits', 'Advertising'], shows: ['Documentary', 'Awards Show', 'Talk Show'], instruments: ['Choir', 'Hammond Organ', 'Hand Claps', 'Piano', 'Bass Guitar', 'Drum Kit'], bpm: [70, 130], minor: 0.1 },
  { title: 'Traditional Folk Songbook', blurb: 'Fresh arrangements of traditional melodies from the British Isles and America.', pool: 'nature', genres: ['Folk', 'Americana'], moods: ['Nostalgic', 'Warm', 'Bittersweet'], energy: ['Medium Low Energy'], usage: ['Montage', 'Underscore', 'End Credits'], shows: ['Period Drama', 'Documentary', 'Travel'], ethnic: ['Celtic'], instruments: ['Acoustic Guitar', 'Fiddle', 'Mandolin', 'Banjo', 'Tin Whistle', 'Accordion'], bpm: [70, 130], minor: 0.4 },
  { title: 'Pulse Pounding Sports Anthems', blurb: 'Chant-along stomps and claps built for highlight reels.', pool: 'action', genres: ['Rock', 'Pop', 'Hip Hop'], moods: ['Triumphant', 'Powerful', 'Heroic'], energy: ['High Energy', 'Building'], usage: ['Sports', 'Promo', 'Celebration'], shows: ['Sports Broadcast', 'Awards Show'], instruments: ['Hand Claps', 'Bass Drum', 'Distorted Guitar', 'Choir', 'Synth Bass', 'Drum Kit'], bpm: [80, 140], minor: 0.4 },
  { title: 'Mystery Mansion', blurb: 'Whodunit intrigue with playful menace: pizzicato, celesta and bassoon.', pool: 'quirky', genres: ['Chamber', 'Cinematic'], moods: ['Mysterious', 'Quirky', 'Suspense'], energy: ['Medium Low Energy'], usage: ['Investigation', 'Comedy', 'Underscore'], shows: ['Crime Drama', 'Kids & Family', 'Sitcom'], instruments: ['Pizzicato Strings', 'Celesta', 'Bassoon', 'Harpsichord', 'Vibraphone', 'Clarinet'], bpm: [80, 120], minor: 0.9 },
  { title: 'Chillwave Sunset', blurb: 'Hazy synths, washed-out guitars and sun-bleached nostalgia.', pool: 'retro', genres: ['Synthwave', 'Lo-Fi', 'Indie'], moods: ['Nostalgic', 'Warm', 'Reflective'], energy: ['Medium Low Energy', 'Floating'], usage: ['Montage', 'Advertising'], shows: ['Lifestyle', 'Travel'], era: ['1980s', 'Contemporary'], instruments: ['Analog Synth', 'Clean Guitar', 'Drum Machine', 'Synth Pad', 'Tape Loops', 'Electric Piano'], bpm: [80, 110], minor: 0.5 },
];

/** Title vocabulary per word pool: adjectives and nouns combined into track titles. */
export const TITLE_WORDS: Record<WordPool, { adjectives: string[]; nouns: string[] }> = {
  dark: {
    adjectives: ['Hidden', 'Silent', 'Cold', 'Broken', 'Buried', 'Hollow', 'Fading', 'Restless', 'Shadowed', 'Crooked', 'Final', 'Lost', 'Pale', 'Sleepless', 'Unseen'],
    nouns: ['Evidence', 'Motive', 'Alibi', 'Witness', 'Shadows', 'Footsteps', 'Secrets', 'Basement', 'Whispers', 'Case File', 'Suspect', 'Confession', 'Nightfall', 'Trail', 'Tape', 'Dread', 'Echoes'],
  },
  epic: {
    adjectives: ['Rising', 'Eternal', 'Fallen', 'Iron', 'Golden', 'Infinite', 'Burning', 'Last', 'Mighty', 'Unbroken', 'Shattered', 'Titan', 'Sovereign', 'Endless'],
    nouns: ['Empire', 'Kingdom', 'Legion', 'Dawn', 'Horizon', 'Throne', 'Uprising', 'Odyssey', 'Legacy', 'Vanguard', 'Citadel', 'Crusade', 'Apex', 'Reckoning', 'Storm', 'Destiny'],
  },
  bright: {
    adjectives: ['Sunny', 'Happy', 'Golden', 'Bright', 'Lucky', 'Sweet', 'Easy', 'Lazy', 'Shiny', 'Merry', 'Breezy', 'Good', 'Little', 'Big'],
    nouns: ['Days', 'Morning', 'Sunshine', 'Picnic', 'Weekend', 'Road Trip', 'Smiles', 'Summer', 'Holiday', 'Balloons', 'Daydream', 'Lemonade', 'Porch', 'Parade', 'Vibes'],
  },
  tender: {
    adjectives: ['Gentle', 'Quiet', 'Distant', 'Fragile', 'Tender', 'Fading', 'Soft', 'Silver', 'Autumn', 'First', 'Last', 'Forgotten', 'Paper', 'Winter'],
    nouns: ['Letters', 'Memories', 'Promise', 'Goodbye', 'Rain', 'Heart', 'Embrace', 'Lullaby', 'Reverie', 'Photograph', 'Snowfall', 'Hands', 'Tides', 'Window', 'Waltz'],
  },
  electronic: {
    adjectives: ['Digital', 'Neon', 'Binary', 'Quantum', 'Synthetic', 'Electric', 'Static', 'Parallel', 'Hyper', 'Orbital', 'Deep', 'Cyber', 'Magnetic', 'Liquid'],
    nouns: ['Pulse', 'Circuit', 'Signal', 'Frequency', 'Grid', 'Matrix', 'Orbit', 'Protocol', 'System', 'Horizon', 'Code', 'Wave', 'Drift', 'Core', 'Voltage', 'Lights'],
  },
  retro: {
    adjectives: ['Midnight', 'Velvet', 'Chrome', 'Cadillac', 'Smooth', 'Vintage', 'Cool', 'Funky', 'Saturday', 'Downtown', 'Groovy', 'Dusty', 'Sunset', 'Boulevard'],
    nouns: ['Drive', 'Cruiser', 'Strut', 'Shuffle', 'Boogie', 'Lounge', 'Jukebox', 'Diner', 'Highway', 'Nights', 'Radio', 'Cassette', 'Sway', 'Swagger', 'Arcade'],
  },
  urban: {
    adjectives: ['Street', 'Concrete', 'Hustle', 'Late', 'Heavy', 'Smooth', 'Real', 'Hard', 'Bold', 'City', 'Rooftop', 'Uptown', 'Low', 'Raw'],
    nouns: ['Talk', 'Hustle', 'Blocks', 'Corner', 'Cipher', 'Flow', 'Crown', 'Game', 'Moves', 'Lights', 'Subway', 'Skyline', 'Grind', 'Bounce', 'Session'],
  },
  world: {
    adjectives: ['Desert', 'Ancient', 'Sacred', 'Golden', 'Spice', 'Monsoon', 'Island', 'Highland', 'Silk', 'Coastal', 'Village', 'Festival', 'Moonlit', 'Crimson'],
    nouns: ['Road', 'Caravan', 'Market', 'Bazaar', 'Temple', 'Dance', 'Fiesta', 'Harvest', 'Winds', 'Journey', 'River', 'Carnival', 'Lanterns', 'Mountains', 'Rhythm'],
  },
  nature: {
    adjectives: ['Wide', 'Open', 'Wild', 'Northern', 'Endless', 'Quiet', 'Ancient', 'Rolling', 'Misty', 'Frozen', 'Crystal', 'Emerald', 'Amber', 'Evening'],
    nouns: ['Plains', 'Skies', 'Valley', 'Forest', 'Canyon', 'Glacier', 'Meadow', 'Ridge', 'Coastline', 'Migration', 'Wilderness', 'Harvest', 'Frontier', 'Sunrise', 'Fields'],
  },
  corporate: {
    adjectives: ['Forward', 'Bright', 'Smart', 'Next', 'Clear', 'New', 'Global', 'Bold', 'Better', 'Brilliant', 'Positive', 'Fresh', 'Rising', 'Open'],
    nouns: ['Momentum', 'Vision', 'Progress', 'Future', 'Ideas', 'Innovation', 'Success', 'Growth', 'Connection', 'Horizons', 'Solutions', 'Steps', 'Launch', 'Spark', 'Together'],
  },
  action: {
    adjectives: ['Full', 'Maximum', 'Hard', 'Fast', 'Red', 'High', 'Total', 'Zero', 'Double', 'Adrenaline', 'Killer', 'Power', 'Overdrive', 'Hot'],
    nouns: ['Impact', 'Velocity', 'Pursuit', 'Strike', 'Takedown', 'Overdrive', 'Countdown', 'Rush', 'Blitz', 'Showdown', 'Breakout', 'Knockout', 'Throttle', 'Hit', 'Stomp', 'Charge'],
  },
  quirky: {
    adjectives: ['Sneaky', 'Wobbly', 'Silly', 'Curious', 'Clumsy', 'Tiny', 'Bouncy', 'Cheeky', 'Fuzzy', 'Zany', 'Jolly', 'Topsy', 'Giddy', 'Dizzy'],
    nouns: ['Shenanigans', 'Mischief', 'Caper', 'Hijinks', 'Pickle', 'Tiptoe', 'Kerfuffle', 'Noodle', 'Gadget', 'Muddle', 'Antics', 'Penguins', 'Doodle', 'Waddle', 'Gizmo'],
  },
};

/** Melodies credited to "Trad." on the traditional-arrangements album. */
export const TRADITIONAL_TITLES = [
  'Scarborough Fair', 'The Water Is Wide', 'Greensleeves', 'Shenandoah', 'Danny Boy', 'Wild Mountain Thyme',
  'Whiskey in the Jar', 'The Parting Glass', 'Red River Valley', 'House of the Rising Sun', 'Skye Boat Song', 'Cripple Creek',
];

export const ALTERNATE_VERSIONS = ['60 sec', '30 sec', 'Underscore', 'Alt Mix', 'No Drums', '15 sec'];

export const PLAYLISTS: { title: string; blurb: string; keywords: string[] }[] = [
  { title: 'Trailer Essentials', blurb: 'The biggest builds, braams and hits in the library.', keywords: ['Trailer', 'Epic', 'Hybrid Orchestral', 'Trailer Music'] },
  { title: 'True Crime Nights', blurb: 'Tense beds for cold cases and courtroom twists.', keywords: ['True Crime', 'Investigation', 'Suspense'] },
  { title: 'Feel-Good Commercials', blurb: 'Sunny, upbeat cues that sell.', keywords: ['Advertising', 'Happy', 'Positive'] },
  { title: 'Game Day Highlights', blurb: 'Maximum energy for sports packages.', keywords: ['Sports', 'Sports Broadcast', 'High Energy'] },
  { title: 'Chill Lo-Fi Beats', blurb: 'Low-key grooves for lifestyle and vlogs.', keywords: ['Lo-Fi', 'Low Energy', 'Warm'] },
  { title: 'Documentary Storytelling', blurb: 'Thoughtful underscore for real stories.', keywords: ['Documentary', 'Reflective', 'Underscore'] },
  { title: 'Retro Throwbacks', blurb: 'From 50s swing to 80s synths.', keywords: ['1950s', '1960s', '1970s', '1980s'] },
  { title: 'World Music Passport', blurb: 'A trip around the globe in sound.', keywords: ['Latin', 'African', 'Middle Eastern', 'Asian', 'Celtic', 'Indian', 'Caribbean', 'Eastern European'] },
  { title: 'Reality TV Drama', blurb: 'Tension, reveals and confessionals.', keywords: ['Reality', 'Tension', 'Reveal'] },
  { title: 'Romance & Heartbreak', blurb: 'Love found and lost.', keywords: ['Romance', 'Romantic', 'Bittersweet', 'Sad'] },
  { title: 'Sci-Fi & Tech', blurb: 'The future, the machine and the unknown.', keywords: ['Sci-Fi', 'Glitch', 'Mysterious'] },
  { title: 'Kids & Family Fun', blurb: 'Playful music for the whole family.', keywords: ['Kids & Family', 'Whimsical', 'Playful'] },
  { title: 'Corporate & Tech Positivity', blurb: 'Presentations, brands and launches.', keywords: ['Corporate', 'Inspiring', 'Hopeful'] },
  { title: 'Dark & Menacing', blurb: 'Villains, horror and dread.', keywords: ['Menacing', 'Sinister', 'Creepy', 'Ominous'] },
  { title: 'Holiday Season', blurb: 'Festive cheer for the winter holidays.', keywords: ['Celebration', 'Whimsical', 'Nostalgic'] },
];

export const SAMPLERS: { title: string; blurb: string }[] = [
  { title: '4EM Sampler 2025 Vol. 1', blurb: 'Highlights from this year’s first releases.' },
  { title: '4EM Sampler 2025 Vol. 2', blurb: 'Fresh cues from across the catalogue.' },
  { title: 'Best of Trailers Sampler', blurb: 'Our most-licensed trailer cues.' },
  { title: 'Best of Unscripted Sampler', blurb: 'The reality and documentary favourites.' },
  { title: 'Global Sounds Sampler', blurb: 'World and ethnic highlights.' },
];

/** Featured categories on the home page (a subset of genre keywords). */
export const FEATURED_CATEGORIES = ['Cinematic', 'Electronic', 'Rock & Pop', 'Unscripted', 'World'];

export const AS_HEARD_ON: { name: string; description: string; shows: string[] }[] = [
  { name: 'Trailers', description: 'Our music has powered campaigns for blockbuster films and series.', shows: ['Iron Dawn', 'The Last Citadel', 'Shattered Skies', 'Vanguard'] },
  { name: 'Documentaries', description: 'Underscore for award-winning documentaries.', shows: ['Planet Below', 'The Cold Case Files', 'Wild Frontiers', 'Inside the Kitchen'] },
  { name: 'Sports', description: 'Anthems for game days, highlight reels and championship broadcasts.', shows: ['Sunday Night Football', 'Road to the Final', 'Extreme Games'] },
  { name: 'Reality TV', description: 'Tension, fun and drama for the biggest unscripted franchises.', shows: ['Island Life', 'Dream Home Makeover', 'Top Chef Showdown', 'Love on the Road'] },
];
