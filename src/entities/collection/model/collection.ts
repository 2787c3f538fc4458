import type { CollectionDto, FeaturedDto } from '@/shared/api';

export type Collection = CollectionDto;

/** Album, playlist or sampler. */
export type CollectionType = Collection['type'];

/** Featured kinds of the home page (`/api/music/{kind}/featured`). */
export type FeaturedKind = FeaturedDto['kind'];

/** A collection fetch answers the item, or notFound when the server answered 404. */
export type CollectionResult = { notFound: false; item: Collection } | { notFound: true };

/** Featured "all categories" choice: the category parameter is then omitted. */
export const ALL_CATEGORIES = 'all';
