import type { Browser, BrowserContext } from '@playwright/test';
import { openApp, PERSONAS, signIn } from './app';

export type Persona = keyof typeof PERSONAS;

/** A browser context's cookies and storage, as `context.storageState()` gives them. */
export type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs `persona` in through the header's login popup in a context of its own and returns that
 * browser state: the session and CSRF cookies, the app's session hint, and (in the demo) the mock's
 * database holding the session. Journeys whose subject is not signing in start from it
 * (`test.use({ persona: 'listener' })`): one fresh page and one login fewer each.
 */
export async function signInOnce(browser: Browser, baseURL: string, persona: Persona, onConsole: (type: string, text: string) => void): Promise<SignedInState> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
  try {
    context.on('console', (message) => onConsole(message.type(), message.text()));
    const page = await context.newPage();
    await openApp(page, '/');
    await signIn(page, PERSONAS[persona]);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
