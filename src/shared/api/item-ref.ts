import type { ItemType } from './contract/dto';

/**
 * What every item action (add to project, download, share, requests, cue sheet) needs to know
 * about the item it acts on: plain JSON, so it fits the serializable popup state.
 */
export interface ItemRef {
  [key: string]: unknown;
  type: ItemType;
  /** Numeric id for tracks, stems, albums, playlists and samplers; the uuid for a project. */
  id: number | string;
  /** The title shown to the user (a track's full title). */
  title: string;
  /** The item's own page (albums, playlists, samplers, projects) or its "Go to track" link. */
  web_url?: string;
  artwork?: string | null;
  /** Albums, playlists and samplers: the key of their cue sheet call (the catalogue's are strings, "4EM001"). */
  disc_number?: string | number;
  /** Counts behind the download file count (tracks of a collection, stems and versions of a track). */
  track_count?: number;
  num_stems?: number;
  num_versions?: number;
  /** A stem's track: a stem request asks for the stems of a track, so a stem row's request names this one. */
  track_id?: number;
}

/** Props of the item popups (add, download, share, customize_request, stem_request, license_request). */
export interface ItemPopupProps {
  [key: string]: unknown;
  item: ItemRef;
  /** The download popup starts with stems included ("Download Stems"). */
  include_stems?: boolean;
}
