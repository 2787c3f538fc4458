import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import { TAG_TYPES } from './tags';

/**
 * The one RTK Query api. It has no endpoints of its own: entities inject reads,
 * features inject user actions (`baseApi.injectEndpoints`).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
