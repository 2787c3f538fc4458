import { parseScale, type MockScale } from '../../seed/scale';

/**
 * The `?mock=` URL parameter of the running app: comma-separated scenario tokens (see
 * scenarios.ts) plus two commands, `reset` (reseed the database) and `scale:<large|n|default>`.
 * The tokens stay for the rest of the tab (sessionStorage) until `?mock=` clears them.
 */

export const SCENARIO_STORAGE_KEY = '4em-mock-scenarios';

export interface MockOptions {
  /** Scenario tokens to activate. */
  scenarios: string[];
  reset: boolean;
  /** Null when the URL did not ask for a scale. */
  scale: MockScale | null;
}

function splitTokens(value: string): string[] {
  return value
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the URL (falling back to the tab's saved tokens) and saves what should stick. */
export function readMockOptions(search: string): MockOptions {
  const param = new URLSearchParams(search).get('mock');
  const store = sessionStore();
  if (param !== null) {
    const sticky = splitTokens(param).filter((token) => token !== 'reset' && !token.startsWith('scale:'));
    if (sticky.length) store?.setItem(SCENARIO_STORAGE_KEY, sticky.join(','));
    else store?.removeItem(SCENARIO_STORAGE_KEY);
  }
  const tokens = param !== null ? splitTokens(param) : splitTokens(store?.getItem(SCENARIO_STORAGE_KEY) ?? '');
  const scaleToken = tokens.find((token) => token.startsWith('scale:'));
  return {
    scenarios: tokens.filter((token) => token !== 'reset' && !token.startsWith('scale:')),
    reset: tokens.includes('reset'),
    scale: scaleToken ? parseScale(scaleToken.slice('scale:'.length)) : null,
  };
}

/** Drops the one-shot commands (`reset`, `scale:`) from the address bar so a reload does not repeat them. */
export function removeCommandsFromUrl(): void {
  const url = new URL(window.location.href);
  const param = url.searchParams.get('mock');
  if (param === null) return;
  const kept = splitTokens(param).filter((token) => token !== 'reset' && !token.startsWith('scale:'));
  if (kept.length === splitTokens(param).length) return;
  if (kept.length) url.searchParams.set('mock', kept.join(','));
  else url.searchParams.delete('mock');
  window.history.replaceState(window.history.state, '', url);
}
