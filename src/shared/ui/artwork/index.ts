export { Artwork, DEFAULT_ALBUM_IMAGE } from './artwork';
