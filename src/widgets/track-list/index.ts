export { TrackList, type TrackListProps } from './ui/track-list';
