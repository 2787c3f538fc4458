import type { RequestHandler } from 'msw';
import { accountHandlers } from './account';
import { activityHandlers } from './activity';
import { authHandlers } from './auth';
import { collectionHandlers } from './collections';
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
import { trackHandlers } from './tracks';
import { userHandlers } from './users';
import { vocabularyHandlers } from './vocabulary';

/**
 * Every handler of the mock backend, in one list, serving the browser worker, msw/node (vitest)
 * Storybook and the HTTP server (`npm run mock-api`) alike. Order matters: fault scenarios first,
 * then the server-wide rules (seed, CSRF, 401 on /api/users/me/*, malformed JSON), then the areas,
 * then the 404 for anything else. An area file exports an array; register it with its import and
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
  ...mediaAudioHandlers,
  ...searchHandlers,
  ...trackHandlers,
  ...vocabularyHandlers,
  ...collectionHandlers,
  ...cuesheetHandlers,
  ...mediaArtworkHandlers,
];

export const handlers: RequestHandler[] = [...activeScenarioHandlers, ...securityHandlers, ...areaHandlers, ...fallbackHandlers];
