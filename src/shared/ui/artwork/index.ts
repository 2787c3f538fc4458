export { Artwork, DEFAULT_ALBUM_IMAGE, DEFAULT_ALBUM_IMAGE_WIDTH, type ArtworkProps } from './artwork';
