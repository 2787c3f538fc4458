import type { ProjectDto, ProjectItemDto, TrackDto } from '@/shared/api';

/** One entry of a project: a track (or version) or a stem, in its place. */
export interface ProjectItem {
  /** The project item's id; negative while the server has not confirmed it yet. */
  id: number;
  /** Unique and stable key for lists and drag and drop (`track-12`, `stem-7`). */
  key: string;
  type: ProjectItemDto['type'];
  /** 1-based. */
  position: number;
  track: TrackDto;
  /** Shown before the server confirmed it (optimistic add). */
  pending: boolean;
}

/** A project as the app shows it. */
export interface Project {
  uuid: string;
  id: number;
  title: string;
  description: string;
  updatedAt: string;
  /** Every item the project holds, listed or not. */
  trackCount: number;
  /** The items whose track the server answered with: these are listed, played and reordered. */
  items: ProjectItem[];
  /**
   * How many items came without their track (`item` is not the spec's: a server built to it may
   * name only each item's id, type and position). They count, but cannot be listed, played or
   * reordered here; the project's download and cue sheet still hold them.
   */
  unlistedCount: number;
}

/** Whether a project item came with its track. */
export const isListedItem = (dto: ProjectItemDto): boolean => Boolean(dto.item && typeof dto.item === 'object');

/** Queue id the player reports while a project plays ("play indicator"). */
export const projectQueueSource = (uuid: string) => `project:${uuid}`;

export const projectItemKey = (item: Pick<ProjectItemDto, 'type'> & { item: Pick<TrackDto, 'id'> }) => `${item.type}-${item.item.id}`;

export function toProjectItem(dto: ProjectItemDto): ProjectItem {
  return { id: dto.id, key: projectItemKey(dto), type: dto.type, position: dto.position, track: dto.item, pending: dto.id < 0 };
}

export function toProjectItemDto(item: ProjectItem): ProjectItemDto {
  return { id: item.id, type: item.type, position: item.position, item: item.track };
}

export function toProject(dto: ProjectDto): Project {
  const all = dto.items ?? [];
  const listed = all.filter(isListedItem);
  return {
    uuid: dto.uuid,
    id: dto.id,
    title: dto.title,
    description: dto.description,
    updatedAt: dto.updated_at,
    trackCount: dto.items?.length ?? dto.track_count ?? 0,
    items: listed.map(toProjectItem),
    unlistedCount: all.length - listed.length,
  };
}
