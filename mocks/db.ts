import { factory, nullable, primaryKey } from '@mswjs/data';

/**
 * The mock backend's database: every model of the product, so later work only adds behaviour.
 * Relations are plain id arrays (not @mswjs/data relations) so the search engine can index
 * 20,000+ tracks quickly. Arrays of objects are stored as JSON strings (@mswjs/data 0.16 stores
 * only primitives and arrays of primitives).
 */
const models = {
  user: {
    id: primaryKey(Number),
    email: String,
    password: String,
    first_name: String,
    last_name: String,
    company: String,
    company_role: String,
    phone_number: String,
    telephone: String,
    extension: String,
    street_address: String,
    country: String,
    city: String,
    state: String,
    zip_code: String,
    /** 'ask' | 'WAV' | 'AIF' | 'MP3' */
    preferred_download_format: String,
    is_admin: Boolean,
    /** Names of restricted PRO groups, e.g. ["BMI"]. */
    restricted_pro_groups: () => [] as string[],
    downloads_remaining: Number,
    /** False until the e-mail link is clicked (registration). */
    is_active: Boolean,
    date_joined: String,
  },
  session: {
    /** The value of the `sessionid` cookie. */
    id: primaryKey(String),
    userId: Number,
    /** Persistent ("Keep me logged in") or a browser-session cookie. */
    persistent: Boolean,
    csrfToken: String,
    createdAt: String,
    /** Set while an admin views the site as another user. */
    impersonatorId: nullable(Number),
  },
  composer: {
    id: primaryKey(Number),
    first_name: String,
    last_name: String,
    name: String,
    pro: String,
  },
  publisher: {
    id: primaryKey(Number),
    name: String,
    pro: String,
  },
  keywordCategory: {
    id: primaryKey(Number),
    /** Raw server name (before the app's renames, e.g. "Type of Show"). */
    name: String,
    position: Number,
  },
  keywordSubcategory: {
    id: primaryKey(Number),
    categoryId: Number,
    name: String,
    position: Number,
  },
  keyword: {
    id: primaryKey(Number),
    subcategoryId: Number,
    name: String,
  },
  instrumentCategory: {
    id: primaryKey(Number),
    /** Raw server name (e.g. "Acoustic", "Electric", "Other Plectrum"). */
    name: String,
    position: Number,
  },
  instrument: {
    id: primaryKey(Number),
    categoryId: Number,
    name: String,
  },
  album: {
    id: primaryKey(Number),
    title: String,
    slug: String,
    disc_number: String,
    description: String,
    artwork: nullable(String),
    release_date: String,
    /** Featured on the home page, and under which categories (genre names). */
    featured: Boolean,
    featured_categories: () => [] as string[],
    is_splash: Boolean,
  },
  playlist: {
    id: primaryKey(Number),
    title: String,
    slug: String,
    disc_number: String,
    description: String,
    artwork: nullable(String),
    created_at: String,
    featured: Boolean,
    featured_categories: () => [] as string[],
    /** Ordered track ids. */
    trackIds: () => [] as number[],
  },
  sampler: {
    id: primaryKey(Number),
    disc_number: String,
    title: String,
    slug: String,
    description: String,
    artwork: nullable(String),
    created_at: String,
    featured: Boolean,
    featured_categories: () => [] as string[],
    trackIds: () => [] as number[],
  },
  track: {
    id: primaryKey(Number),
    /** 'track' for a main track, 'version' for an alternate mix (parentId set). */
    type: String,
    parentId: nullable(Number),
    albumId: Number,
    track_number: Number,
    title: String,
    /** Version name ("Full", "60 sec", "Underscore"…); empty for a main track. */
    version_title: String,
    description: String,
    composerIds: () => [] as number[],
    publisherIds: () => [] as number[],
    is_traditional_arrangement: Boolean,
    bpm: () => [] as number[],
    musical_key: () => [] as string[],
    turn_times: () => [] as number[],
    /** Seconds. */
    duration: Number,
    keywordIds: () => [] as number[],
    instrumentIds: () => [] as number[],
    featured_keywords: () => [] as string[],
    created_at: String,
    /** Scenario flag: this track's audio answers 404 (player error path). */
    audio_broken: Boolean,
  },
  stem: {
    id: primaryKey(Number),
    trackId: Number,
    /** Instrument part, e.g. "Drums", "Bass", "Strings". */
    title: String,
    duration: Number,
  },
  asHeardOnCategory: {
    id: primaryKey(Number),
    name: String,
    description: String,
    image: nullable(String),
    position: Number,
    /** JSON of AsHeardOnItemDto[]. */
    itemsJson: String,
  },
  project: {
    uuid: primaryKey(String),
    /** Numeric id: `/project/{id}` opens a project too. Never reused. */
    id: Number,
    ownerId: Number,
    title: String,
    description: String,
    created_at: String,
    updated_at: String,
  },
  projectItem: {
    /** Stable for the item's life in its project and never given to another item (see `sequence`). */
    id: primaryKey(Number),
    projectUuid: String,
    /** 'track' | 'stem' */
    type: String,
    itemId: Number,
    /** 1-based order inside the project. */
    position: Number,
  },
  /** Highest id handed out per kind ("project", "projectItem"), so a deleted record's id never comes back. */
  sequence: {
    name: primaryKey(String),
    value: Number,
  },
  activity: {
    id: primaryKey(Number),
    userId: Number,
    /** 'download' | 'cuesheet' | 'share' */
    activity_type: String,
    /** ItemType of the content. */
    content_type: String,
    content_id: String,
    title: String,
    timestamp: String,
  },
  downloadRequest: {
    id: primaryKey(Number),
    userId: Number,
    type: String,
    itemId: String,
    format: String,
    file_count: Number,
    /** 'processing' | 'sent' | 'complete' */
    status: String,
    created_at: String,
  },
  newsletterSubscription: {
    id: primaryKey(Number),
    email: String,
    created_at: String,
  },
  /** Support, customize, stem and license requests, and password-reset requests. */
  request: {
    id: primaryKey(Number),
    /** 'support' | 'customize' | 'stem' | 'license' | 'password_reset' */
    kind: String,
    userId: nullable(Number),
    item_type: String,
    item_id: String,
    support_type: String,
    full_name: String,
    email: String,
    phone_number: String,
    description: String,
    created_at: String,
  },
};

export const db = factory(models);

const PrimaryKeyType = primaryKey(Number).constructor;

/** The primary key field of each model (most are `id`; projects use `uuid`). */
export function primaryKeyField(model: keyof typeof models): string {
  const entry = Object.entries(models[model]).find(([, value]) => value instanceof PrimaryKeyType);
  if (!entry) throw new Error(`[mock] model ${model} has no primary key`);
  return entry[0];
}

export type Db = typeof db;
