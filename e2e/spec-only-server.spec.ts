import { findOperationIn, operationsOf, type OpenApiDocument } from '../mocks/lib/contract/operations';
import { contractOperations, readContract } from '../scripts/lib/contract-marks.mjs';
import { expect, test, type Page } from './support/test';
import { header, loginForm, loginRegisterButton, openApp, PASSWORD, PERSONAS, popup, withoutSavePicker } from './support/app';

/**
 * The main journeys on a server built from the product spec alone (`?mock=strict`: the contract's
 * assumed calls answer 404 and its assumed fields are left out). Everything the spec describes
 * still works, and what rests on an assumption says what it cannot do. The only errors the page
 * may log are the browser's own lines for the 401 of a visitor's `/api/users/me/` and the 404s of
 * the assumed calls the app tries first.
 */

const ALBUM = '/album/1/stingers-transitions';
const EXPECTED_FAILED_LOADS = /^Failed to load resource: the server responded with a status of (401|404)\b/;

/** Collects what the page logs as errors (and uncaught exceptions) beyond the expected failed loads. */
function unexpectedErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_FAILED_LOADS.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * Opens the app answering as a spec-only server from then on in this tab (each test's browser
 * context starts from the seeded database).
 */
async function openSpecOnly(page: Page, path = '/'): Promise<void> {
  await openApp(page, `${path}${path.includes('?') ? '&' : '?'}mock=strict`);
}

/** Signs in through the header's popup (its code loads on first use: allowed the e2e's long wait). */
async function signIn(page: Page, email: string): Promise<void> {
  await loginRegisterButton(page).click();
  const form = loginForm(popup(page));
  await expect(form.getByLabel('Email*')).toBeVisible({ timeout: 30_000 });
  await form.getByLabel('Email*').fill(email);
  await form.getByLabel('Password*').fill(PASSWORD);
  await form.getByRole('button', { name: 'Go' }).click();
  await expect(loginRegisterButton(page)).toBeHidden({ timeout: 15_000 });
}

test.use({ viewport: { width: 1280, height: 900 } });
// In order, in one worker: together these journeys must reach every assumed call (see afterAll).
test.describe.configure({ timeout: 90_000, mode: 'default' });

/**
 * These journeys are the demo suite's strict run: the subset that touches an assumed operation.
 * Each of the contract's assumed API calls must be tried by one of them (and refused, on this
 * server), so an assumed call added to the contract without a journey here fails the suite. The
 * mock's `/mock-media/` files stand for the server's own file addresses, not a call the app names.
 */
const contract = readContract();
const OPERATIONS = operationsOf(contract as unknown as OpenApiDocument);
const ASSUMED_CALLS = contractOperations(contract)
  .filter((operation) => operation.assumed && operation.path.startsWith('/api/'))
  .map((operation) => operation.operationId)
  .sort();
const triedCalls = new Set<string>();
let journeysDeclared = 0;
let journeysPassed = 0;

/** A journey of this file: counted, so afterAll knows whether this worker saw them all pass. */
const journey: typeof test = ((...args: Parameters<typeof test>) => {
  journeysDeclared += 1;
  return test(...args);
}) as typeof test;

test.beforeEach(({ context }) => {
  context.on('request', (request) => {
    const operation = findOperationIn(OPERATIONS, request.method(), new URL(request.url()).pathname);
    if (operation) triedCalls.add(operation.operationId);
  });
});
// eslint-disable-next-line no-empty-pattern
test.afterEach(({}, testInfo) => {
  if (testInfo.status === 'passed') journeysPassed += 1;
});
test.afterAll(() => {
  // A failed journey already fails the suite; the worker after it saw only part of the journeys.
  if (journeysPassed !== journeysDeclared) return;
  expect(ASSUMED_CALLS.filter((call) => !triedCalls.has(call)), 'assumed calls no strict journey tries').toEqual([]);
});

journey('a visitor browses: home from the spec calls, search, an album listed by the track search, a playlist that says why its tracks are missing, and play', async ({ page }) => {
  const errors = unexpectedErrors(page);
  await openSpecOnly(page);
  await expect(page.getByText('Latest album')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Listen now' })).toHaveAttribute('href', /^\/album\/\d+\//);
  await expect(page.getByRole('region', { name: 'New Albums: All' }).getByRole('link').first()).toBeVisible();
  const asHeardOn = page.getByRole('region', { name: 'As Heard On' });
  await expect(asHeardOn.getByRole('button', { name: /Trailers/ })).toBeVisible();

  await openApp(page, '/search?type=tracks');
  const row = page.getByRole('article').filter({ hasNotText: 'Broken Audio File (Demo)' }).first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const play = row.getByRole('button', { name: /^Play / }).first();
  const title = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await play.click();
  const player = page.getByRole('region', { name: 'Audio player' });
  // The demo's audio is rendered in the service worker on first play: slow on a busy machine.
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(player.getByText(title, { exact: true })).toBeVisible();

  await openApp(page, ALBUM);
  await expect(page.getByRole('heading', { level: 1, name: 'Stingers & Transitions' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Tracks of Stingers & Transitions' }).getByRole('article')).toHaveCount(12, { timeout: 15_000 });

  await openApp(page, '/playlist/1/trailer-essentials');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText("The server doesn't list this playlist's tracks here.", { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

journey('Forgot Password? on a server without the reset call says to write to the contact e-mail, keeping the address typed', async ({ page }) => {
  const errors = unexpectedErrors(page);
  await openSpecOnly(page, '/password-reset/request-reset');
  await page.getByLabel('Email*').fill(PERSONAS.listener);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: "Password reset isn't available online yet." })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-mail info@4em.example' })).toHaveAttribute('href', /^mailto:info@4em\.example\?/);
  await expect(page.getByLabel('Email*')).toHaveValue(PERSONAS.listener);
  expect(errors).toEqual([]);
});

journey('a listener downloads a WAV track through the spec check call, and an open project counts its items it cannot name', async ({ page }) => {
  const errors = unexpectedErrors(page);
  // The file goes through the browser's downloads (headless Chromium's save picker answers as closed).
  await withoutSavePicker(page);
  await openSpecOnly(page, ALBUM);
  await signIn(page, PERSONAS.listener);
  const row = page.getByRole('article').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: /^More options for / }).first().click();
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  await expect(popup(page).getByText(/^You have \d+ downloads left\. This download uses 1 file\.$/)).toBeVisible({ timeout: 15_000 });
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await popup(page).getByRole('button', { name: /^WAV/ }).click();
  expect((await download).suggestedFilename()).toMatch(/\.wav$/);

  await page.getByRole('button', { name: 'MY PROJECTS, open sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'My account sidebar' });
  await sidebar.getByRole('list', { name: 'Projects' }).getByRole('listitem').first().click();
  await expect(sidebar.getByText(/^The server doesn't say which tracks these \d+ tracks are/)).toBeVisible();
  expect(errors).toEqual([]);
});

journey('an admin views the site as another user and gets back without the impersonator field or the stop call, after a reload too', async ({ page }) => {
  const errors = unexpectedErrors(page);
  await openSpecOnly(page);
  await signIn(page, PERSONAS.admin);
  await page.getByRole('button', { name: 'MY PROJECTS, open sidebar' }).click();
  const sidebar = page.getByRole('complementary', { name: 'My account sidebar' });
  await sidebar.getByRole('button', { name: 'BACK' }).click();
  await sidebar.getByRole('button', { name: 'SITE ADMIN' }).click();
  await sidebar.getByLabel('User Email*').fill(PERSONAS.listener);
  await sidebar.getByRole('button', { name: 'View as user' }).click();
  const bar = page.getByRole('region', { name: 'Viewing as another user' });
  await expect(bar).toHaveText(/Viewing as Jamie Rivera \(listener@example\.com\)/);

  await page.reload();
  // The app starts again (the mock worker first): allowed openApp's wait.
  await expect(bar).toBeVisible({ timeout: 20_000 });
  await bar.getByRole('button', { name: "Back to Alex's account" }).click();
  await expect(bar).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Alex M' })).toBeVisible();
  expect(errors).toEqual([]);
});

/** Drops a text file on the cue sheet page's drop zone, as a file dragged from the desktop. */
async function dropEdit(page: Page, name: string, text: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: 'text/plain' }));
      return transfer;
    },
    { name, text },
  );
  const zone = page.locator('.edit-drop');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

journey('the cue sheet from an edit, without the by-code call and the track code, matches clips by their titles', async ({ page }) => {
  const errors = unexpectedErrors(page);
  // Signed in first: the page asks a visitor to log in with a popup of its own.
  await openSpecOnly(page);
  await signIn(page, PERSONAS.listener);
  await openSpecOnly(page, '/cue-sheet');
  // Two catalogue tracks, as the spec's search call lists them (no track code on this server).
  const titles = await page.evaluate(async () => {
    const answer = await (await fetch('/api/music/tracks/?type=tracks&pagesize=24', { credentials: 'include' })).json();
    const seen = new Set<string>();
    const unique = (answer.results as { title: string; track_code?: string }[]).filter((track) => {
      if (track.track_code !== undefined) throw new Error('a spec-only server sent track_code');
      const fresh = !seen.has(track.title) && !/Broken/.test(track.title);
      seen.add(track.title);
      return fresh;
    });
    return unique.slice(0, 2).map((track) => track.title);
  });
  expect(titles).toHaveLength(2);
  const clip = (n: number, from: number, to: number, name: string) => {
    const tc = (s: number) => `01:00:${String(s).padStart(2, '0')}:00`;
    return `${String(n).padStart(3, '0')}  AX       A     C        00:00:00:00 00:00:${String(to - from).padStart(2, '0')}:00 ${tc(from)} ${tc(to)}\n* FROM CLIP NAME: ${name}.wav`;
  };
  // The second clip's file is named as the library names its downloads, code first: the app asks
  // the by-code call, which this server lacks, then finds the track by the title after the code.
  const codeFirst = `4EM900-01 ${titles[1]}`;
  await dropEdit(page, 'EP1.edl', ['TITLE: EP1', 'FCM: NON-DROP FRAME', '', clip(1, 0, 20, titles[0]), clip(2, 30, 45, codeFirst), clip(3, 50, 55, 'Room tone'), ''].join('\n'));

  const cues = page.getByRole('region', { name: /^Cues/ });
  await expect(cues).toHaveAttribute('data-matching', 'false', { timeout: 30_000 });
  const shown = await cues.getByRole('row').evaluateAll((rows) => rows.slice(1).map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent)));
  // The Track Code under each title stays empty: the server sends none.
  expect(shown).toEqual([
    ['1', titles[0]],
    ['2', titles[1]],
  ]);
  await expect(page.getByRole('list', { name: 'Clips not matched' }).getByText('Room tone')).toBeVisible();
  expect(errors).toEqual([]);
});

journey('"Find similar" on a server without the one-track call lists similar tracks under "Tracks similar to track {id}"', async ({ page }) => {
  const errors = unexpectedErrors(page);
  await openSpecOnly(page, ALBUM);
  const row = page.locator('article[data-track-id]').first();
  await expect(row).toBeVisible({ timeout: 15_000 });
  const id = await row.getAttribute('data-track-id');
  await row.getByRole('button', { name: /^More options for / }).first().click();
  await page.getByRole('menuitem', { name: 'Find similar' }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?type=tracks&similar_to=${id}$`));
  await expect(page.getByRole('heading', { name: `Tracks similar to track ${id}` })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Search results' }).getByRole('article').first()).toBeVisible();
  expect(errors).toEqual([]);
});
