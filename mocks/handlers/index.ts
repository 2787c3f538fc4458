import type { RequestHandler } from 'msw';
import { readCookiesOnMatch } from '../lib/server/cookies-on-match';
import { accountHandlers } from './account';
import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { collectionHandlers } from './collections';
import { contractRefusalHandlers } from './contract-refusal';
import { cuesheetHandlers } from './cuesheets';
import { downloadHandlers } from './downloads';
import { fallbackHandlers } from './fallback';
import { mediaArtworkHandlers } from './media-artwork';
import { mediaAudioHandlers } from './media-audio';
import { newsletterHandlers } from './newsletter';
import { passwordResetHandlers } from './password-reset';
import { projectHandlers } from './projects';
import { requestHandlers } from './requests';
import { activeScenarioHandlers } from './scenarios';
import { searchHandlers } from './search';
import { securityHandlers } from './security';
import { shareHandlers } from './share';
import { strictHandlers } from './strict';
import { trackHandlers } from './tracks';
import { userHandlers } from './users';
import { vocabularyHandlers } from './vocabulary';

/**
 * Every handler of the mock backend, in one list, serving the browser worker, msw/node (vitest)
 * Storybook and the HTTP server (`npm run mock-api`) alike. Order matters: fault scenarios first,
 * then the media, then the server-wide `/api` rules (seed, CSRF, 401 on /api/users/me/*, malformed
 * JSON), then the areas, then the 404 for anything else. An area file exports an array; register it with its import and
 * one line in `areaHandlers`.
 */
const areaHandlers: RequestHandler[] = [
  ...authHandlers,
  ...userHandlers,
  ...accountHandlers,
  ...newsletterHandlers,
  ...passwordResetHandlers,
  ...projectHandlers,
  ...activityHandlers,
  ...downloadHandlers,
  ...shareHandlers,
  ...requestHandlers,
  ...searchHandlers,
  ...trackHandlers,
  ...vocabularyHandlers,
  ...collectionHandlers,
  ...cuesheetHandlers,
];

/**
 * The generated media (artwork, waveforms, audio): most of a page's requests. MSW tries handlers
 * in order and parses each one's cookies before its path test, so these go right after the
 * scenarios (they never reach `/api` rules) instead of behind every API handler.
 */
const mediaHandlers: RequestHandler[] = [...mediaArtworkHandlers, ...mediaAudioHandlers];

/** The server-wide rules, the areas, the 404 of an unknown path. */
const servedHandlers: RequestHandler[] = [...securityHandlers, ...areaHandlers, ...fallbackHandlers].map(readCookiesOnMatch);

/** What answers `/api`: a request the contract refuses gets DRF's 400 (merged with the handler's own), the rest is served. */
const apiHandlers: RequestHandler[] = [...contractRefusalHandlers(servedHandlers).map(readCookiesOnMatch), ...servedHandlers];

/**
 * Strict mode (`?mock=strict`) goes after the fault scenarios (a fault still wins) and answers
 * `/api` through `apiHandlers` itself, so it can leave out what the spec does not show.
 */
export const handlers: RequestHandler[] = [
  ...[...activeScenarioHandlers, ...strictHandlers(apiHandlers), ...mediaHandlers].map(readCookiesOnMatch),
  ...apiHandlers,
];
