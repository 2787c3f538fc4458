/**
 * Wire shapes of the `/api` server (Django REST style). The app maps these to view models in
 * `entities/*\/lib`; the mock backend (`mocks/`) imports them type-only so both sides agree.
 * Where the product leaves a shape open, the choice is recorded in docs/mock-api.md.
 */

export type ProName = 'ASCAP' | 'BMI' | 'SESAC' | 'PRS' | 'GEMA' | 'SOCAN';
/** Download format values as the API spells them; `ask` is "ASK EVERY TIME" (the stored default). */
export type DownloadFormat = 'ask' | 'WAV' | 'AIF' | 'MP3';
export type ItemType = 'track' | 'stem' | 'album' | 'playlist' | 'sampler' | 'project';
export type ActivityType = 'download' | 'cuesheet' | 'share';

// ---------------------------------------------------------------- users

export interface UserDto {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  company_role: string;
  phone_number: string;
  telephone: string;
  extension: string;
  street_address: string;
  country: string;
  city: string;
  state: string;
  zip_code: string;
  preferred_download_format: DownloadFormat;
  is_admin: boolean;
  restricted_pro_groups: { name: string }[];
  downloads_remaining: number;
  /** The admin behind the session while they view the site as this user; absent or null otherwise. */
  impersonator?: ImpersonatorDto | null;
}

/** Who is viewing the site as another user (an admin). */
export interface ImpersonatorDto {
  email: string;
  first_name: string;
  last_name: string;
}

/** `PUT /api/users/me/update/`: any of the profile, address and download-format fields. */
export type ProfileUpdateDto = Partial<
  Pick<
    UserDto,
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'company'
    | 'company_role'
    | 'telephone'
    | 'extension'
    | 'street_address'
    | 'country'
    | 'city'
    | 'state'
    | 'zip_code'
    | 'preferred_download_format'
  >
>;

/** `POST /api/users/me/support-request/`. */
export type SupportTopic = 'SEARCH' | 'LICENSE' | 'DOWNLOADS' | 'BUG';
export interface SupportRequestDto {
  type: SupportTopic;
  description: string;
}

export interface LoginRequestDto {
  username: string;
  password: string;
  staySignedIn: boolean;
}

export interface RegisterRequestDto {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  company: string;
}

/** DRF-style field errors: `{ email: ["A user with this email already exists."] }`. */
export type FieldErrorsDto = Record<string, string[]>;

export interface NewsletterRequestDto {
  email: string;
  send_confirmation_email: boolean;
}

export interface PasswordResetRequestDto {
  email: string;
}

/** `POST /api/newsletter/`: 201 for a new address, 200 (created false) when already subscribed. */
export interface NewsletterResponseDto {
  email: string;
  subscribed: boolean;
  created: boolean;
}

/** `POST /api/password-reset/request-reset/`: the same neutral message for any well-formed address. */
export interface PasswordResetResponseDto {
  detail: string;
}

// ---------------------------------------------------------------- catalogue

export interface PersonDto {
  name: string;
  pro: ProName | string;
}

export interface AudioFileDto {
  url: string;
  /** Seconds. */
  duration: number;
}

export interface TrackDto {
  id: number;
  /** "track", "version" or "stem". */
  type: 'track' | 'version' | 'stem';
  title: string;
  display_title: string;
  full_title: string;
  web_url: string;
  album: { id: number; title: string; web_url: string };
  composers: PersonDto[];
  is_traditional_arrangement: boolean;
  publishers: PersonDto[];
  bpm: number[];
  musical_key: string[];
  /** Seconds from the start where the music turns (edit points). */
  turn_times: number[];
  audio_file: AudioFileDto;
  versions: TrackDto[];
  stems: TrackDto[];
  num_versions: number;
  num_stems: number;
  featured_keywords: string[];
  artwork: string | null;
  artwork_thumbnail: string | null;
  wave_image: string;
  full_description: string;
  track_count: number;
  /** For a version or stem: the id of the main track. */
  parent_id?: number | null;
}

export type StemDto = TrackDto;

export interface AlbumDto {
  id: number;
  type: 'album';
  title: string;
  slug: string;
  web_url: string;
  disc_number: string;
  description: string;
  artwork: string | null;
  artwork_thumbnail: string | null;
  release_date: string;
  track_count: number;
  tracks?: TrackDto[];
}

export interface PlaylistDto {
  id: number;
  type: 'playlist';
  title: string;
  slug: string;
  web_url: string;
  disc_number: string;
  description: string;
  artwork: string | null;
  artwork_thumbnail: string | null;
  track_count: number;
  tracks?: TrackDto[];
}

export interface SamplerDto {
  id: number;
  type: 'sampler';
  title: string;
  slug: string;
  web_url: string;
  /** A sampler is keyed by its disc number. */
  disc_number: string;
  description: string;
  artwork: string | null;
  artwork_thumbnail: string | null;
  track_count: number;
  tracks?: TrackDto[];
}

export type CollectionDto = AlbumDto | PlaylistDto | SamplerDto;

export interface AlbumSearchDto {
  total_count: number;
  results: AlbumDto[];
  /** album id -> matching tracks of that album (when the search has criteria). */
  matching_tracks_per_album: Record<string, TrackDto[]>;
  unmatched: string[];
}

export interface PlaylistSearchDto {
  total_count: number;
  results: PlaylistDto[];
  matching_tracks_per_playlist: Record<string, TrackDto[]>;
  unmatched: string[];
}

export interface TrackSearchDto {
  total_count: number;
  results: TrackDto[];
  unmatched: string[];
}

export interface TrackVersionsDto {
  parent_track: TrackDto;
  versions: TrackDto[];
}

export interface KeywordDto {
  id: number;
  name: string;
}

export interface KeywordCategoryDto {
  id: number;
  name: string;
  subcategories: { id: number; name: string; keywords: KeywordDto[] }[];
}

export interface InstrumentCategoryDto {
  id: number;
  name: string;
  instruments: { id: number; name: string }[];
}

export interface ComposerDto {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  pro: ProName | string;
}

/** `GET /api/music/{kind}/featured?homepage=true&category=…` */
export interface FeaturedDto<T = CollectionDto> {
  kind: 'albums' | 'playlists' | 'samplers';
  categories: string[];
  results: T[];
}

export interface SplashBannerDto {
  album: AlbumDto;
  headline: string;
  subheadline: string;
  image: string;
  cta_label: string;
}

export interface AsHeardOnItemDto {
  show_title: string;
  network: string;
  image: string | null;
  video_links: { url: string }[];
  audio_files: { title: string; file: string }[];
}

export interface AsHeardOnCategoryDto {
  id: number;
  name: string;
  description: string;
  image: string | null;
  items: AsHeardOnItemDto[];
}

export interface CuesheetDto {
  csv: string;
  message?: string;
}

// ---------------------------------------------------------------- projects and actions

export interface ProjectItemDto {
  /** The project item's own id: stable while it stays in the project, never reused. */
  id: number;
  type: 'track' | 'stem';
  /** 1-based order. */
  position: number;
  /** The track or stem (its `id` is the one add and set-items send). */
  item: TrackDto;
}

export interface ProjectDto {
  uuid: string;
  /** Numeric id; `/project/{id}` opens the project too. */
  id: number;
  title: string;
  description: string;
  updated_at: string;
  created_at: string;
  track_count: number;
  items: ProjectItemDto[];
}

/** `POST /api/users/me/projects/{uuid}/add/`: the project after the add, plus what was skipped as already in it. */
export interface ProjectAddResultDto extends ProjectDto {
  duplicates: { id: number; type: 'track' | 'stem' }[];
}

/** An item as add and set-items name it: the track or stem id (not the project item id). */
export interface ProjectItemRefDto {
  id: number;
  type: 'track' | 'stem';
}

/** `POST /api/users/me/projects/{uuid}/add/`. */
export interface ProjectAddRequestDto {
  id: number | string;
  type: ItemType;
  /** 1-based position to insert at (or move an item already there to); -1 appends. */
  track_number: number;
}

/** `POST /api/users/me/projects/{uuid}/remove-item/`: `item_id` is the track or stem id (as add and set-items send), not the project item's id. */
export interface ProjectRemoveItemRequestDto {
  item_id: number;
  type: 'track' | 'stem';
}

/** `POST /api/users/me/projects/{uuid}/set-items/`: the full ordered list. */
export interface ProjectSetItemsRequestDto {
  item_data: (ProjectItemRefDto & { position: number })[];
}

export type ProjectOrdering = '-updated_at' | 'title' | '-title';

export interface ActivityItemDto {
  id: number;
  activity_type: ActivityType;
  activity_type_display: string;
  timestamp: string;
  content_object: { id: number | string; title: string; type: ItemType };
  artwork: string | null;
  web_url: string;
}

export interface ActivityPageDto {
  count: number;
  next: string | null;
  previous: string | null;
  results: ActivityItemDto[];
}

export interface DownloadCheckDto {
  limitReached: boolean;
  duplicateRequest: boolean;
  remaining_downloads: number;
  requested_files: number;
  message: string;
  data?: unknown;
}

export interface DownloadDto {
  download_url: string | null;
  download_filename: string | null;
  stem_track_title?: string;
  stem_track_full_title?: string;
  message?: string;
}
