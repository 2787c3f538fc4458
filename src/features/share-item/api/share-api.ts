import { baseApi, LIST_ID, type ItemType } from '@/shared/api';

export interface ShareRequest {
  type: ItemType;
  id: number | string;
  /** null records a copied link. */
  email: string | null;
}

/** `POST /api/users/me/actions/share/`: the answer is not read; a share lands in MY ACTIVITY. */
export const shareApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shareItem: build.mutation<unknown, ShareRequest>({
      query: (body) => ({ url: '/users/me/actions/share/', method: 'POST', body }),
      invalidatesTags: [{ type: 'Activity', id: LIST_ID }],
    }),
  }),
});

export const { useShareItemMutation } = shareApi;
