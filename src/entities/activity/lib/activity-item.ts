import type { ActivityItemDto, ItemRef } from '@/shared/api';

const TYPE_NAMES: Record<string, string> = {
  track: 'Track', stem: 'Stem', album: 'Album', playlist: 'Playlist', sampler: 'Sampler', project: 'Project',
};

/** The activity's label as shown: the server's "Cuesheet" reads "Cuesheet Download". */
export function activityLabel(display: string): string {
  return display === 'Cuesheet' ? 'Cuesheet Download' : display;
}

/** "Track · Download", "Album · Cuesheet Download", "Playlist · Share". */
export function activityCaption(item: ActivityItemDto): string {
  const type = TYPE_NAMES[item.content_object.type] ?? item.content_object.type;
  return `${type} · ${activityLabel(item.activity_type_display)}`;
}

/** The item an activity points at, for the item actions (share, go to). */
export function activityItemRef(item: ActivityItemDto): ItemRef {
  return {
    type: item.content_object.type,
    id: item.content_object.id,
    title: item.content_object.title,
    web_url: item.web_url || undefined,
    artwork: item.artwork,
  };
}
