export { TrackList } from './ui/track-list';
