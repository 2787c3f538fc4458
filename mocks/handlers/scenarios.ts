import { http, type RequestHandler } from 'msw';
import { activeScenarios, requestScenarios, ScenarioSet, type Scenario } from '../lib/server/scenarios';

/** Requests scenarios can reach: the API and the generated media (audio, waveforms, artwork). */
const FAULT_PATHS = ['*/api/*', '*/mock-media/*'];

function handlersFor(set: ScenarioSet): RequestHandler[] {
  return FAULT_PATHS.map((path) => http.all(path, ({ request }) => set.apply(request)));
}

/**
 * First in the handler list: the scenarios a request carries itself (`X-Mock-Scenario` header or
 * `?mock=` on the call, in every host), then the globally active ones (`?mock=` on the page,
 * `setScenarios`).
 */
export const activeScenarioHandlers: RequestHandler[] = [
  ...FAULT_PATHS.map((path) => http.all(path, ({ request }) => requestScenarios(request)?.apply(request))),
  ...handlersFor(activeScenarios),
];

/**
 * Handlers applying the given scenarios only, to prepend in a story or a test:
 * `parameters: { msw: { handlers: [...scenarioHandlers('slow', '429:/api/…'), ...handlers] } }`
 * or `server.use(...scenarioHandlers('network:/api/users/me/projects/'))`.
 */
export function scenarioHandlers(...scenarios: (Scenario | string)[]): RequestHandler[] {
  return handlersFor(new ScenarioSet(scenarios));
}
