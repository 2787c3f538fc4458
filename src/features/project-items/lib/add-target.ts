import type { ItemPopupProps, ItemType, TrackDto } from '@/shared/api';

export interface AddTarget {
  id: number | string;
  type: ItemType | 'version';
  title: string;
  /** The track or stem itself when known, to show it in the project at once. */
  track?: TrackDto;
}

function isTrackDto(value: unknown): value is TrackDto {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return typeof record.id === 'number' && typeof record.full_title === 'string' && typeof record.type === 'string';
}

/** The item the add popup acts on, from its props (`{ item: ItemRef }`, optionally with the track). */
export function addTargetOf(props: ItemPopupProps): AddTarget {
  const { item } = props;
  const track = isTrackDto(props.track) ? props.track : isTrackDto(item) ? item : undefined;
  return { id: item.id, type: item.type, title: item.title, track };
}
