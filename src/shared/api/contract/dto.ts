import type { components } from './schema.gen';

/**
 * The wire shapes under the names the app and the mock use, each an alias of a schema of the API
 * contract (docs/api/openapi.yaml, generated into schema.gen.ts by `npm run api:types`). A shape
 * changes in the contract, never here.
 */
type Schemas = components['schemas'];

export type ProName = Schemas['ProName'];
/** The saved download preference: WAV, AIF, MP3, or "ask" (ASK EVERY TIME). */
export type DownloadFormat = Schemas['PreferredDownloadFormat'];
export type ItemType = Schemas['ItemType'];
export type ActivityType = Schemas['ActivityType'];

// ---------------------------------------------------------------- users

export type UserDto = Schemas['User'];
export type ImpersonatorDto = Schemas['Impersonator'];
export type ProfileUpdateDto = Schemas['ProfileUpdate'];
export type SupportTopic = Schemas['SupportTopic'];
export type SupportRequestDto = Schemas['SupportRequest'];
export type LoginRequestDto = Schemas['LoginRequest'];
export type RegisterRequestDto = Schemas['RegisterRequest'];
export type FieldErrorsDto = Schemas['FieldErrors'];
export type NewsletterRequestDto = Schemas['NewsletterRequest'];
export type NewsletterResponseDto = Schemas['NewsletterSubscription'];
export type PasswordResetRequestDto = Schemas['PasswordResetRequest'];
export type PasswordResetResponseDto = Schemas['Detail'];

// ---------------------------------------------------------------- catalogue

export type PersonDto = Schemas['Person'];
export type AudioFileDto = Schemas['AudioFile'];
export type TrackDto = Schemas['Track'];
export type StemDto = Schemas['Stem'];
export type AlbumDto = Schemas['Album'];
export type PlaylistDto = Schemas['Playlist'];
export type SamplerDto = Schemas['Sampler'];
export type CollectionDto = Schemas['Collection'];
export type AlbumSearchDto = Schemas['AlbumSearch'];
export type PlaylistSearchDto = Schemas['PlaylistSearch'];
export type TrackSearchDto = Schemas['TrackSearch'];
export type TrackVersionsDto = Schemas['TrackVersions'];
export type KeywordDto = Schemas['Keyword'];
export type KeywordCategoryDto = Schemas['KeywordCategory'];
export type InstrumentCategoryDto = Schemas['InstrumentCategory'];
export type ComposerDto = Schemas['Composer'];
export type FeaturedDto = Schemas['Featured'];
export type SplashBannerDto = Schemas['SplashBanner'];
export type AsHeardOnItemDto = Schemas['AsHeardOnItem'];
export type AsHeardOnCategoryDto = Schemas['AsHeardOnCategory'];
export type CuesheetDto = Schemas['Cuesheet'];

// ---------------------------------------------------------------- projects and actions

export type ProjectItemDto = Schemas['ProjectItem'];
export type ProjectDto = Schemas['Project'];
export type ProjectAddResultDto = Schemas['ProjectAddResult'];
export type ProjectItemRefDto = Schemas['ProjectItemRef'];
export type ProjectAddRequestDto = Schemas['ProjectAddRequest'];
export type ProjectRemoveItemRequestDto = Schemas['ProjectRemoveItemRequest'];
export type ProjectSetItemsRequestDto = Schemas['ProjectSetItemsRequest'];
export type ProjectOrdering = Schemas['ProjectOrdering'];
export type ActivityItemDto = Schemas['ActivityItem'];
export type ActivityPageDto = Schemas['ActivityPage'];
export type DownloadCheckDto = Schemas['DownloadCheck'];
export type DownloadDto = Schemas['DownloadResult'];
