export { PlaylistPage } from './ui/playlist-page';
