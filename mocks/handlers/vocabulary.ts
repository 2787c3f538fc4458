import type { RequestHandler } from 'msw';
import { api } from '../lib/server/contract-http';
import { json } from '../lib/server/http';
import { currentUser } from '../lib/server/session';
import { serializeComposers, serializeInstrumentCategories, serializeKeywordCategories } from '../serializers/taxonomy';

/** The search vocabulary (client: entities/vocabulary): keyword and instrument categories, composers. */

export const vocabularyHandlers: RequestHandler[] = [
  api.get('/api/music/keywords/categories/', () => json(serializeKeywordCategories())),
  api.get('/api/music/instruments/categories/', () => json(serializeInstrumentCategories())),
  api.get('/api/music/composers/', ({ request }) => json(serializeComposers(currentUser(request)))),
];
