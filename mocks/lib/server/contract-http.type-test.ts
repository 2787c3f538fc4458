/**
 * Compile-time proof that the mock's handlers are held to the API contract: each
 * `@ts-expect-error` below is an answer or a path the contract does not allow, so the typecheck
 * fails if the typing ever stops refusing it (an unused `@ts-expect-error` is an error). Never
 * imported: these handlers exist only for the typecheck.
 */
import type { UserDto } from '@/shared/api/contract/dto';
import { api } from './contract-http';
import { detail, errorMessage, json, notFound } from './http';

declare const user: UserDto;

export const contractTypeChecks = [
  // What the contract allows: the user, or the 401 detail.
  api.get('/api/users/me/', ({ request }) => (request.headers.has('cookie') ? json(user) : detail('Not authenticated', 401))),

  // A user without its required fields.
  // @ts-expect-error: not a `User`, and no other answer of this operation
  api.get('/api/users/me/', () => json({ id: 1, email: 'a@example.com' })),

  // An error shape the operation does not document (`{"error"}` is login's and the project items').
  // @ts-expect-error: getCurrentUser answers `{"detail"}`, never `{"error"}`
  api.get('/api/users/me/', () => errorMessage('Not authenticated', 401)),

  // A value outside an enum: the spec spells formats WAV, AIF, MP3 and "ask".
  // @ts-expect-error: "wav" is not a PreferredDownloadFormat
  api.get('/api/users/me/', () => json({ ...user, preferred_download_format: 'wav' as const })),

  // A path the contract does not have for that method.
  // @ts-expect-error: no GET /api/users/me/logout/ in the contract
  api.get('/api/users/me/logout/', () => notFound()),
];
