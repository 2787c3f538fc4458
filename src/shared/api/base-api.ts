import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import { TAG_TYPES } from './tags';

/**
 * The one RTK Query api. It has no endpoints of its own: entities inject reads,
 * features inject user actions (`baseApi.injectEndpoints`).
 *
 * What is on screen is asked for again when the browser is back online (with the window
 * listeners of the browser app's store, `setupListeners`): a page that could not load while the
 * connection was down fills itself in, without the person finding each "Try again".
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
