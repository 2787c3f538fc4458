import { baseApi, type ItemType } from '@/shared/api';

export type RequestKind = 'customize' | 'stem' | 'license';

export interface RequestContact {
  full_name: string;
  email: string;
  phone_number: string;
}

export interface ItemRequest {
  kind: RequestKind;
  id: number | string;
  type: ItemType;
  contact: RequestContact;
  /** Customize and stem requests only. */
  description?: string;
}

const PATHS: Record<RequestKind, string> = {
  customize: '/users/me/actions/customize-request/',
  stem: '/users/me/actions/stem-request/',
  license: '/users/me/actions/license-request/',
};

/** The body each call sends: a stem request names only the track; a license request has no description. */
export function requestBody({ kind, id, type, contact, description = '' }: ItemRequest): Record<string, unknown> {
  if (kind === 'stem') return { id, ...contact, description };
  if (kind === 'license') return { id, type, ...contact };
  return { id, type, ...contact, description };
}

/** `POST /api/users/me/actions/{customize,stem,license}-request/` (a license request also from visitors). */
export const requestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendItemRequest: build.mutation<unknown, ItemRequest>({
      query: (request) => ({ url: PATHS[request.kind], method: 'POST', body: requestBody(request) }),
    }),
  }),
});

export const { useSendItemRequestMutation } = requestApi;
