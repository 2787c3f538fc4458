import { useGetSimilarToTrackQuery } from '@/entities/search';

/**
 * The heading of a `similar_to` search: "Tracks similar to “{title}”", "Tracks similar to track
 * {id}" when the track cannot be read, "Tracks similar to …" while loading.
 */
export function useSimilarHeading(similarTo: string): string {
  const valid = /^\d+$/.test(similarTo);
  const { data, isError } = useGetSimilarToTrackQuery(similarTo, { skip: !valid });
  if (!valid || isError) return `Tracks similar to track ${similarTo}`;
  const title = data ? data.display_title || data.full_title || data.title : null;
  return title ? `Tracks similar to “${title}”` : 'Tracks similar to …';
}
