import type { ItemPopupProps, ItemRef } from '@/shared/api';
import type { DownloadOptions } from '../model/download-intents';

/**
 * The item of the download popup. Item menus pass an `ItemRef`; a track row may still pass its
 * TrackDto (a version's type is "version": it downloads as a track, under its full title).
 */
export function downloadItemOf(props: Partial<ItemPopupProps>): ItemRef | null {
  const raw = props.item as (Omit<ItemRef, 'type'> & { type: string; full_title?: string }) | undefined;
  if (!raw || raw.id === undefined) return null;
  const type = raw.type === 'version' ? 'track' : raw.type;
  return {
    ...raw,
    id: raw.id as ItemRef['id'],
    type: type as ItemRef['type'],
    title: String(raw.full_title || raw.title || ''),
  };
}

/** Which options the item offers: a track its versions and stems (when it has some), collections all. */
export function includeChoices(item: ItemRef): { versions: boolean; stems: boolean } {
  if (item.type === 'stem') return { versions: false, stems: false };
  if (item.type === 'track') return { versions: (item.num_versions ?? 0) > 0, stems: (item.num_stems ?? 0) > 0 };
  return { versions: true, stems: true };
}

export function defaultOptions(item: ItemRef, includeStems: boolean | undefined): DownloadOptions {
  return { include_tracks: true, include_versions: false, include_stems: Boolean(includeStems) && includeChoices(item).stems };
}
