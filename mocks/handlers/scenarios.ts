import { http, type RequestHandler } from 'msw';
import { activeScenarios, ScenarioSet, type Scenario } from '../lib/server/scenarios';

/** Requests scenarios can reach: the API and the generated media (audio, waveforms, artwork). */
const FAULT_PATHS = ['*/api/*', '*/mock-media/*'];

function handlersFor(set: ScenarioSet): RequestHandler[] {
  return FAULT_PATHS.map((path) => http.all(path, ({ request }) => set.apply(request)));
}

/** First in the handler list: applies the globally active scenarios (`?mock=`, `setScenarios`). */
export const activeScenarioHandlers: RequestHandler[] = handlersFor(activeScenarios);

/**
 * Handlers applying the given scenarios only, to prepend in a story or a test:
 * `parameters: { msw: { handlers: [...scenarioHandlers('slow', '429:/api/…'), ...handlers] } }`
 * or `server.use(...scenarioHandlers('network:/api/users/me/projects/'))`.
 */
export function scenarioHandlers(...scenarios: (Scenario | string)[]): RequestHandler[] {
  return handlersFor(new ScenarioSet(scenarios));
}
