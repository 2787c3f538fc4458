import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test';
import { openApp, popup } from './support/app';

// Downloads, cue sheets and activity across features: the album menu, the project menu and MY
// ACTIVITY, each against the offline demo's mock backend.

const ALBUM = '/album/1/stingers-transitions';
const sidebar = (page: Page): Locator => page.getByRole('complementary', { name: 'My account sidebar' });
const sidebarTab = (page: Page): Locator => page.getByRole('button', { name: /open sidebar|close sidebar/ });

async function openSidebar(page: Page): Promise<void> {
  if ((await sidebarTab(page).getAttribute('aria-expanded')) !== 'true') await sidebarTab(page).click();
}

async function openFirstProject(page: Page): Promise<string> {
  await openSidebar(page);
  const entry = sidebar(page).getByRole('list', { name: 'Projects' }).getByRole('listitem').first();
  const title = (await entry.locator('.project-entry__title').innerText()).trim();
  await entry.getByRole('button').first().click();
  await expect(sidebar(page).getByRole('grid', { name: `Tracks in ${title}` })).toBeVisible();
  return title;
}

/** The album header's "…" menu (not a track row's). */
async function albumMenu(page: Page): Promise<Locator> {
  const title = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  return page.getByRole('button', { name: `More options for ${title}`, exact: true });
}

// Every journey here is the listener's (signed in once per worker: e2e/support/personas.ts).
test.use({ persona: 'listener' });

test('downloading the same album twice shows the notice that it is already being prepared', async ({ page }) => {
  test.slow();
  await openApp(page, ALBUM);
  await (await albumMenu(page)).click();
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  await popup(page).getByRole('button', { name: /^WAV/ }).click();
  await expect(popup(page).getByText('Preparing Download')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await (await albumMenu(page)).click();
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  await expect(popup(page).getByText(/currently being processed or has already been sent to your email; check spam/)).toBeVisible({
    timeout: 15_000,
  });
});

test('a project cue sheet downloads under its sanitised name with one row per project item', async ({ page }) => {
  test.slow();
  await openApp(page, '/');
  const title = await openFirstProject(page);
  const items = await sidebar(page).getByRole('grid', { name: `Tracks in ${title}` }).getByRole('row').count();
  expect(items).toBeGreaterThan(0);

  const download = page.waitForEvent('download', { timeout: 30_000 });
  await sidebar(page).getByRole('button', { name: 'Project options' }).click();
  await page.getByRole('menuitem', { name: 'Download Cue Sheet' }).click();
  const file = await download;
  // eslint-disable-next-line no-control-regex -- file names drop control characters, as the app's do
  const safeTitle = title.replace(/[<>:"/\\|?*\u0000-\u001f]/g, '').replace(/\s+/g, ' ').trim();
  expect(file.suggestedFilename()).toBe(`4EM Project - ${safeTitle} (Cuesheet).csv`);
  const rows = (await readFile((await file.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(rows).toHaveLength(items + 1);
  await expect(page.getByText('Cuesheet downloaded!')).toBeVisible();
});

test('MY ACTIVITY lists the download, the cue sheet and the share just made', async ({ page }) => {
  test.slow();
  await openApp(page, ALBUM);
  const album = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

  // A download (e-mailed album), a cue sheet and a share of the same album.
  await (await albumMenu(page)).click();
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  await popup(page).getByRole('button', { name: /^WAV/ }).click();
  await expect(popup(page).getByText('Preparing Download')).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');

  const cueSheet = page.waitForEvent('download', { timeout: 30_000 });
  await (await albumMenu(page)).click();
  await page.getByRole('menuitem', { name: 'Download Cue Sheet' }).click();
  await cueSheet;

  await (await albumMenu(page)).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  await popup(page).getByRole('textbox', { name: 'Share by Email' }).fill('editor@example.com');
  await popup(page).getByRole('button', { name: 'Send' }).click();
  await expect(popup(page).getByText('Success! Sent to editor@example.com')).toBeVisible();
  await page.keyboard.press('Escape');

  // The sidebar opens on MY PROJECTS; BACK leads to the main menu.
  await openSidebar(page);
  await sidebar(page).getByRole('button', { name: 'BACK' }).click();
  await sidebar(page).getByRole('button', { name: 'MY ACTIVITY' }).click();
  // Newest first: the share, the cue sheet and the download of this album, each captioned.
  const items = sidebar(page).getByRole('listitem').filter({ hasText: album });
  for (const caption of ['Album · Share', 'Album · Cuesheet Download', 'Album · Download']) {
    await expect(items.filter({ hasText: caption }).first()).toBeVisible({ timeout: 15_000 });
  }
});
