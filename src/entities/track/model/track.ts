import type { TrackDto } from '@/shared/api';

/** A track, version or stem as the catalogue serves it. */
export type Track = TrackDto;

/** What a track row can expand into. */
export type TrackPanel = 'versions' | 'stems';
