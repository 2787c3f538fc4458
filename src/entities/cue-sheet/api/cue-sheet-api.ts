import { baseApi, type CuesheetDto, type ItemRef } from '@/shared/api';

/** The key of an item's cue sheet call: a project's uuid, a track's or stem's id, a collection's disc number. */
export function cueSheetKey(item: ItemRef): string {
  if ((item.type === 'album' || item.type === 'playlist' || item.type === 'sampler') && item.disc_number !== undefined && item.disc_number !== null) {
    return String(item.disc_number);
  }
  return String(item.id);
}

export const cueSheetApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/music/{type}s/{key}/cuesheet/`: a mutation because each call is recorded as activity. */
    fetchCueSheet: build.mutation<CuesheetDto, ItemRef>({
      query: (item) => ({ url: `music/${item.type}s/${encodeURIComponent(cueSheetKey(item))}/cuesheet/`, method: 'GET' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Activity']),
    }),
  }),
});
