import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** Demo personas of the mock backend (see docs/mock-api.md); all share one password. */
export const PASSWORD = 'demo1234';
export const PERSONAS = {
  listener: 'listener@example.com',
  pro: 'pro@example.com',
  admin: 'admin@example.com',
  limit: 'limit@example.com',
  mp3: 'mp3@example.com',
} as const;

/** The PRO banner sentence for one group ("a BMI user", "an ASCAP user"). */
export function proBannerText(group: string, article: 'a' | 'an' = 'a'): string {
  return `You're viewing the library as ${article} ${group} user. Some tracks may be hidden due to ${group}'s PRO restrictions.`;
}

export const header = (page: Page): Locator => page.getByRole('banner');
export const footer = (page: Page): Locator => page.getByRole('contentinfo');
export const loginRegisterButton = (page: Page): Locator =>
  header(page).getByRole('button', { name: 'Login / Register' }).or(header(page).getByRole('link', { name: 'Login / Register' }));

/**
 * Opens `path` and waits until the app has rendered its shell and learnt who is signed in
 * (the mock service worker is running before the first render, pitfall 10). Every test's browser
 * context starts with empty storage, so its first page starts from the seeded database: no
 * `?mock=reset` page load is needed first (it cost a whole fresh page load per test).
 */
export async function openApp(page: Page, path = '/'): Promise<void> {
  const me = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me/', { timeout: 15_000 });
  await page.goto(path);
  await expect(header(page)).toBeVisible({ timeout: 15_000 });
  await me;
}

/**
 * The answers for a visitor's login popups' code (the login-or-register choice and the login form),
 * which the app downloads in idle time once the page has painted. Call it before the page opens, so
 * neither answer is missed.
 */
export function visitorLoginCode(page: Page): Promise<Response[]> {
  return Promise.all([
    page.waitForResponse(/\/assets\/register-login-popup-[^/]+\.js$/),
    page.waitForResponse(/\/assets\/login-popup-[^/]+\.js$/),
  ]);
}

// `has` locators are relative to the outer match, so they must start from the page.
const pageOf = (scope: Page | Locator): Page => ('page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page));

/** The form holding the login fields ("Email*", "Password*", "Go"). */
export function loginForm(scope: Page | Locator): Locator {
  return scope.locator('form').filter({ has: pageOf(scope).getByRole('button', { name: /^(Go|Logging in\.\.\.)$/ }) });
}

/** The form holding the register fields (it asks for a first name). */
export function registerForm(scope: Page | Locator): Locator {
  return scope.locator('form').filter({ has: pageOf(scope).getByLabel(/first name/i) });
}

/** The open popup (the top-most dialog). */
export const popup = (page: Page): Locator => page.getByRole('dialog').last();

/** Signs in through the header's "Login / Register" popup. */
export async function signIn(page: Page, email: string, { keepLoggedIn = true } = {}): Promise<void> {
  await loginRegisterButton(page).click();
  await expect(popup(page).getByText('LOGIN', { exact: true })).toBeVisible();
  const form = loginForm(popup(page));
  await form.getByLabel('Email*').fill(email);
  await form.getByLabel('Password*').fill(PASSWORD);
  const keep = form.getByLabel('Keep me logged in');
  if ((await keep.isChecked()) !== keepLoggedIn) await keep.click();
  await form.getByRole('button', { name: 'Go' }).click();
  await expect(loginRegisterButton(page)).toBeHidden();
}

/** The signed-in user as the mock API reports it (call only after the app rendered). */
export async function currentUser(page: Page): Promise<{ first_name: string; last_name: string; email: string } | null> {
  return page.evaluate(async () => {
    const response = await fetch('/api/users/me/', { credentials: 'include' });
    return response.ok ? response.json() : null;
  });
}

/** "Jane D": what the header shows for a signed-in user. */
export function shortName(user: { first_name: string; last_name: string }): string {
  return `${user.first_name} ${user.last_name.charAt(0)}`;
}

/**
 * A browser without a save picker (Firefox, Safari): a download file goes through the browser's
 * downloads, which Playwright sees. Headless Chromium has `showSaveFilePicker` but answers it as if
 * the user had closed it.
 */
export async function withoutSavePicker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
}

/**
 * Chromium's save picker with the user choosing a file: here a file in the origin's private file
 * system (a real file on disk written by the browser's own writable stream, which headless
 * Chromium cannot show a picker for). Read it back with `pickedFile`.
 */
export async function savePickerChoosesAFile(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as { showSaveFilePicker?: unknown }).showSaveFilePicker = async (options?: { suggestedName?: string }) => {
      const root = await navigator.storage.getDirectory();
      (window as { __pickedName?: string }).__pickedName = options?.suggestedName;
      return root.getFileHandle(options?.suggestedName ?? 'download', { create: true });
    };
  });
}

/**
 * The file the page wrote through `savePickerChoosesAFile`: its suggested name, its size and its
 * first bytes (a header is what a test reads; passing a whole 20 MB file out of the page as JSON
 * took longer than the test may).
 */
export async function pickedFile(page: Page, headBytes = 64): Promise<{ name: string; size: number; head: Buffer }> {
  const { name, size, head } = await page.evaluate(async (count) => {
    const picked = (window as { __pickedName?: string }).__pickedName ?? '';
    const root = await navigator.storage.getDirectory();
    const file = await (await root.getFileHandle(picked)).getFile();
    return { name: picked, size: file.size, head: Array.from(new Uint8Array(await file.slice(0, count).arrayBuffer())) };
  }, headBytes);
  return { name, size, head: Buffer.from(head) };
}
