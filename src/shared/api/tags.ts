/** Every RTK Query tag type in the app. Per-user tags are discarded on sign-in and sign-out. */
export const TAG_TYPES = [
  'Me',
  'Album',
  'Playlist',
  'Sampler',
  'Track',
  'TrackVersions',
  'Project',
  'Activity',
  'Featured',
  'Vocabulary',
] as const;

export type TagType = (typeof TAG_TYPES)[number];

/** Data that may differ per signed-in user (PRO restrictions, projects, activity). */
export const PER_USER_TAGS: TagType[] = ['Album', 'Playlist', 'Sampler', 'Track', 'TrackVersions', 'Project', 'Activity', 'Featured'];

export const LIST_ID = 'LIST' as const;
