import { useGetSimilarToTrackQuery } from '@/entities/search';
import { trackTitle } from '@/entities/track';

/**
 * The heading of a `similar_to` search: "Tracks similar to “{title}”", "Tracks similar to track
 * {id}" when the track cannot be read, "Tracks similar to …" while loading.
 */
export function useSimilarHeading(similarTo: string): string {
  const valid = /^\d+$/.test(similarTo);
  const { data, isError } = useGetSimilarToTrackQuery(similarTo, { skip: !valid });
  if (!valid || isError) return `Tracks similar to track ${similarTo}`;
  const title = data ? trackTitle(data) : null;
  return title ? `Tracks similar to “${title}”` : 'Tracks similar to …';
}
