import { projectHref } from '@/entities/project';
import type { ItemRef, ItemType } from '@/shared/api';

/** The type the API knows: a version (as the interim track menus pass it) is a track. */
export function apiItemType(item: Pick<ItemRef, 'type'>): ItemType {
  return (item.type as string) === 'version' ? 'track' : item.type;
}

/**
 * The app route a shared link opens: a project's page, a track highlighted on the tracks search
 * ("Go to track"), otherwise the item's own page (albums, playlists, samplers, stems). Absolute,
 * on `origin`.
 */
export function shareLink(item: ItemRef, origin: string): string {
  const type = apiItemType(item);
  let path: string;
  if (type === 'project') path = projectHref(String(item.id));
  else if (type === 'track') path = `/search?${new URLSearchParams({ type: 'tracks', show_tracks: String(item.id) }).toString()}`;
  else path = item.web_url || '/';
  return /^https?:\/\//.test(path) ? path : `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
}
