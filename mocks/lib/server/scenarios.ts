import { delay, HttpResponse } from 'msw';
import { db } from '../../db';
import { OFF_CONTRACT_HEADER } from '../contract/calls';
import { markDatabaseChanged } from './changes';
import { json, MESSAGES } from './http';
import { currentSession } from './session';

/**
 * Fault scenarios: latency, error statuses, network failures and sessions expiring mid-use.
 * Tokens (URL `?mock=a,b`, `setScenarios([...])`, `scenarioHandlers(...)`):
 *   slow | slow:<ms>              every matched request waits (default 1500 ms)
 *   error:<path>                  500 on that path
 *   <status>:<path>               that status, e.g. 429:/api/users/me/actions/download/
 *   unauthorized:<path>           401 {"detail": "Not authenticated"} on that path
 *   network:<path>                a network error (fetch rejects)
 *   expire-session | expire-session:<n>   the session is deleted after n more requests (default 5)
 *   strict                        a server the spec alone describes: the contract's assumed calls
 *                                 answer 404 and its assumed fields are left out (../strict)
 * A path matches the URL pathname exactly; `*` matches any run of characters (`/api/music/*`).
 * One request can also carry its own tokens (`X-Mock-Scenario` header or `?mock=` on the call,
 * see `requestScenarios`): they apply to that request only.
 */

export type Scenario =
  | { kind: 'slow'; ms: number }
  | { kind: 'status'; status: number; path: string }
  | { kind: 'network'; path: string }
  | { kind: 'expire-session'; after: number }
  | { kind: 'strict' };

export const DEFAULT_SLOW_MS = 1500;
export const DEFAULT_EXPIRE_AFTER = 5;
export const THROTTLE_MESSAGE = 'Request was throttled. Please try again later.';

const STATUS_BODIES: Record<number, unknown> = {
  401: { detail: MESSAGES.notAuthenticated },
  403: { detail: MESSAGES.permissionDenied },
  404: { detail: MESSAGES.notFound },
  429: { message: THROTTLE_MESSAGE },
  500: { detail: 'A server error occurred.' },
  503: { detail: 'Service temporarily unavailable, try again later.' },
};

function positiveInt(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value) : fallback;
}

/** One token to a scenario; null for anything else (so `reset`, `scale:…` can share the list). */
export function parseScenario(token: string): Scenario | null {
  const text = token.trim();
  const colon = text.indexOf(':');
  const head = colon < 0 ? text : text.slice(0, colon);
  const rest = colon < 0 ? undefined : text.slice(colon + 1);
  if (text === 'strict') return { kind: 'strict' };
  if (head === 'slow') return { kind: 'slow', ms: positiveInt(rest, DEFAULT_SLOW_MS) };
  if (head === 'expire-session') return { kind: 'expire-session', after: positiveInt(rest, DEFAULT_EXPIRE_AFTER) };
  if (!rest?.startsWith('/')) return null;
  if (head === 'network') return { kind: 'network', path: rest };
  if (head === 'error') return { kind: 'status', status: 500, path: rest };
  if (head === 'unauthorized') return { kind: 'status', status: 401, path: rest };
  const status = Number(head);
  if (Number.isInteger(status) && status >= 400 && status <= 599) return { kind: 'status', status, path: rest };
  return null;
}

/** Comma-separated tokens (the `?mock=` value) to scenarios; unknown tokens are skipped. */
export function parseScenarioList(value: string): Scenario[] {
  return value
    .split(',')
    .map(parseScenario)
    .filter((scenario): scenario is Scenario => scenario !== null);
}

export function scenarioToken(scenario: Scenario): string {
  switch (scenario.kind) {
    case 'slow':
      return `slow:${scenario.ms}`;
    case 'network':
      return `network:${scenario.path}`;
    case 'expire-session':
      return `expire-session:${scenario.after}`;
    case 'status':
      return `${scenario.status}:${scenario.path}`;
    case 'strict':
      return 'strict';
  }
}

function pathPattern(path: string): RegExp {
  const escaped = path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('.*')}$`);
}

export function matchesPath(pattern: string, url: string): boolean {
  return pathPattern(pattern).test(new URL(url).pathname);
}

/** A list of scenarios with the request counters `expire-session` needs. */
export class ScenarioSet {
  private scenarios: Scenario[] = [];
  private seen = 0;

  constructor(initial: (Scenario | string)[] = []) {
    this.set(initial);
  }

  set(list: (Scenario | string)[]): void {
    this.scenarios = list.flatMap((item) => (typeof item === 'string' ? parseScenarioList(item) : [item]));
    this.seen = 0;
  }

  list(): Scenario[] {
    return [...this.scenarios];
  }

  /** Whether a scenario of this kind is on (`strict`, `slow`…). */
  has(kind: Scenario['kind']): boolean {
    return this.scenarios.some((scenario) => scenario.kind === kind);
  }

  /** Applies the scenarios to one request: a fault response, or undefined to let it through. */
  async apply(request: Request): Promise<Response | undefined> {
    if (this.scenarios.length === 0) return undefined;
    this.seen += 1;
    for (const scenario of this.scenarios) {
      if (scenario.kind === 'slow') await delay(scenario.ms);
      if (scenario.kind === 'expire-session' && this.seen > scenario.after) expireSession(request);
    }
    return this.fault(request);
  }

  private fault(request: Request): Response | undefined {
    for (const scenario of this.scenarios) {
      if (scenario.kind === 'network' && matchesPath(scenario.path, request.url)) return HttpResponse.error();
      if (scenario.kind === 'status' && matchesPath(scenario.path, request.url)) {
        const response = json(STATUS_BODIES[scenario.status] ?? { detail: `Mock scenario ${scenario.status}.` }, scenario.status);
        // A fault is any status on any call, whatever the contract lists: the contract checks skip it.
        response.headers.set(OFF_CONTRACT_HEADER, scenarioToken(scenario));
        return response;
      }
    }
    return undefined;
  }
}

function expireSession(request: Request): void {
  const session = currentSession(request);
  if (!session) return;
  db.session.delete({ where: { id: { equals: session.id } } });
  markDatabaseChanged();
}

/** The scenarios active for the whole mock backend (URL in the browser, `setScenarios` in tests). */
export const activeScenarios = new ScenarioSet();

export function setScenarios(list: (Scenario | string)[]): void {
  activeScenarios.set(list);
}

export function getScenarios(): Scenario[] {
  return activeScenarios.list();
}

export function resetScenarios(): void {
  activeScenarios.set([]);
}

/** Header naming the scenarios of one request (any HTTP client: `X-Mock-Scenario: 500:/api/music/tracks/`). */
export const SCENARIO_HEADER = 'X-Mock-Scenario';
/** Query parameter doing the same on any call (`/api/music/tracks/?mock=slow:3000`). */
export const SCENARIO_QUERY = 'mock';

/**
 * The scenarios one request asks for, from its header and its `?mock=` query. They apply to that
 * request only, so parallel clients never disturb each other; `expire-session` therefore ends the
 * request's own session before it is answered (no countdown: the request itself is the moment).
 */
export function requestScenarios(request: Request): ScenarioSet | null {
  const tokens = [request.headers.get(SCENARIO_HEADER), new URL(request.url).searchParams.get(SCENARIO_QUERY)]
    .filter((value): value is string => Boolean(value))
    .flatMap(parseScenarioList)
    .map((scenario): Scenario => (scenario.kind === 'expire-session' ? { ...scenario, after: 0 } : scenario));
  return tokens.length > 0 ? new ScenarioSet(tokens) : null;
}
