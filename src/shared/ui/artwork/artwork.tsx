import { useState } from 'react';
import defaultAlbumImage from './default-album.svg';
import './artwork.css';

/** The stand-in for missing artwork, and its intrinsic width (310 px wide). */
export const DEFAULT_ALBUM_IMAGE: string = defaultAlbumImage;
export const DEFAULT_ALBUM_IMAGE_WIDTH = 310;

export interface ArtworkProps {
  /** Artwork URL; null, empty or failing to load shows the default album image. */
  src: string | null | undefined;
  alt: string;
  /** Rendered size in px (square); the image scales to its box when omitted. */
  size?: number;
  className?: string;
  /** "lazy" for long lists (default), "eager" above the fold. */
  loading?: 'lazy' | 'eager';
  /** The page's largest image (hero or collection cover): fetched first, before other images. */
  priority?: boolean;
}

/** A square cover image with the default album image when artwork is missing or broken. */
export function Artwork({ src, alt, size, className, loading = 'lazy', priority = false }: ArtworkProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  const style = size ? { width: size, height: size } : undefined;
  const classes = ['artwork', usable ? null : 'artwork--default', className].filter(Boolean).join(' ');
  if (!usable) {
    return (
      <img
        className={classes}
        style={style}
        src={DEFAULT_ALBUM_IMAGE}
        width={DEFAULT_ALBUM_IMAGE_WIDTH}
        height={DEFAULT_ALBUM_IMAGE_WIDTH}
        alt={alt}
        loading={loading}
        decoding="async"
      />
    );
  }
  // One image element per address: an element given a new address keeps showing the old picture
  // until the new one has loaded (a reused list row would show the last track's cover meanwhile).
  return (
    <img
      key={usable}
      className={classes}
      style={style}
      width={size ?? DEFAULT_ALBUM_IMAGE_WIDTH}
      height={size ?? DEFAULT_ALBUM_IMAGE_WIDTH}
      src={usable}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(usable)}
    />
  );
}
