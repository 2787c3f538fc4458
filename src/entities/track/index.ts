export type { Track, TrackPanel } from './model/track';
export { TrackRow, type TrackRowProps } from './ui/track-row';
export { TrackInfoBlock, type TrackInfoBlockProps } from './ui/track-info-block';
export { TurnLinks, type TurnLinksProps } from './ui/turn-links';
export { trackApi, MAX_CODES_PER_CALL, useGetTrackVersionsQuery, useGetTrackStemsQuery, VERSIONS_STEMS_KEEP_S } from './api/track-api';
export { joinWithAmpersand, formatComposers, formatPublishers, formatPerson } from './lib/format';
export {
  composerKeyword,
  composerSearchHref,
  bpmSearchHref,
  keySearchHref,
  goToTrackHref,
  findSimilarHref,
  canFindSimilar,
} from './lib/search-links';
export { visibleTurnTimes } from './lib/turn-times';
export { withFullParent, subItemTitle } from './lib/versions';
export { trackTitle, type TrackTitleForm } from './lib/title';
