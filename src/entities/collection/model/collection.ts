import type { AlbumDto, AsHeardOnCategoryDto, CollectionDto, FeaturedDto, PlaylistDto, SamplerDto, SplashBannerDto } from '@/shared/api';

export type Collection = CollectionDto;
export type Album = AlbumDto;
export type Playlist = PlaylistDto;
export type Sampler = SamplerDto;
export type SplashBanner = SplashBannerDto;
export type AsHeardOnCategory = AsHeardOnCategoryDto;
export type Featured = FeaturedDto;

/** Album, playlist or sampler. */
export type CollectionType = Collection['type'];

/** Featured kinds of the home page (`/api/music/{kind}/featured`). */
export type FeaturedKind = FeaturedDto['kind'];

/** A collection fetch answers the item, or notFound when the server answered 404. */
export type CollectionResult = { notFound: false; item: Collection } | { notFound: true };

/** Featured "all categories" choice: the category parameter is then omitted. */
export const ALL_CATEGORIES = 'all';
