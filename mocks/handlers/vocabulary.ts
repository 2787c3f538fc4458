import { http, type RequestHandler } from 'msw';
import { json } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { serializeComposers, serializeInstrumentCategories, serializeKeywordCategories } from '../serializers/taxonomy';

/** The search vocabulary (client: entities/vocabulary): keyword and instrument categories, composers. */

const MUSIC = '*/api/music';

export const vocabularyHandlers: RequestHandler[] = [
  http.get(`${MUSIC}/keywords/categories/`, () => json(serializeKeywordCategories())),
  http.get(`${MUSIC}/instruments/categories/`, () => json(serializeInstrumentCategories())),
  http.get(`${MUSIC}/composers/`, ({ request }) => json(serializeComposers(currentUser(request)))),
];
