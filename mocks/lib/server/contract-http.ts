import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '@/shared/api/contract/schema.gen';

/**
 * MSW's `http`, typed by the API contract (docs/api/openapi.yaml): a handler's path must be one
 * of the contract's for that method (`/api/users/me/projects/{uuid}/add/`), and every body it
 * answers must be one the contract allows for that operation (at some status), or the typecheck
 * fails. Answer through the typed helpers of `./http` (`json`, `detail`, `fieldErrors`…): a plain
 * `Response` is not checked. Paths match on any origin, as the API is called on its host.
 */
export const api = createOpenApiHttp<paths>({ baseUrl: '*' });
