import { expect, test, type Page } from './support/test';
import { openApp, popup } from './support/app';

/** Opens the "…" menu of the first track of the tracks search and picks `option`. */
async function firstTrackOption(page: Page, option: string): Promise<string> {
  const menu = page.getByRole('button', { name: /^More options for / }).first();
  await expect(menu).toBeVisible({ timeout: 15_000 });
  const title = ((await menu.getAttribute('aria-label')) ?? '').replace(/^More options for /, '');
  await menu.click();
  await page.getByRole('menuitem', { name: option, exact: true }).click();
  return title;
}

/** Opens MY ACTIVITY in the user sidebar. */
async function openActivity(page: Page) {
  await page.getByRole('button', { name: /open sidebar$/ }).click();
  const sidebar = page.getByRole('complementary', { name: 'My account sidebar' });
  const back = sidebar.getByRole('button', { name: 'BACK' });
  if (await back.isVisible()) await back.click();
  await sidebar.getByRole('button', { name: 'MY ACTIVITY' }).click();
  return sidebar;
}

test('a visitor sends a license request', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const title = await firstTrackOption(page, 'License');
  const dialog = popup(page);
  // The popup body is a lazy chunk: the first open may take a while on a busy machine.
  await expect(dialog.getByText(title, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('+1 (323) 555-0144')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Full name is required')).toBeVisible();
  await dialog.getByLabel('Full Name*').fill('Dana Cole');
  await dialog.getByLabel('Email*').fill('dana@example.com');
  const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/users/me/actions/license-request/');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Submitted!')).toBeVisible();
  expect((await sent).postDataJSON()).toMatchObject({ type: 'track', full_name: 'Dana Cole', email: 'dana@example.com' });
  await expect(dialog.getByLabel('Full Name*')).toHaveValue('');
});

test.describe(() => {
  test.use({ persona: 'listener' });

  test('a signed-in user shares a track by e-mail and MY ACTIVITY lists the share', async ({ page }) => {
    await openApp(page, '/');
    await page.getByRole('link', { name: 'Browse Music' }).first().click();
    await page.getByRole('tab', { name: 'TRACKS' }).or(page.getByRole('button', { name: 'TRACKS' })).or(page.getByRole('link', { name: 'TRACKS' })).first().click();
    const title = await firstTrackOption(page, 'Share');
    const dialog = popup(page);
    await expect(dialog.getByRole('textbox', { name: 'Share by Email' })).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('textbox', { name: 'Share by Email' }).fill('colleague@example.com');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Success! Sent to colleague@example.com')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const sidebar = await openActivity(page);
    await sidebar.getByLabel('Show').selectOption('Shares Activity', { timeout: 20_000 });
    const first = sidebar.getByRole('list', { name: 'Activity' }).getByRole('article').first();
    await expect(first).toContainText(title);
    await expect(first).toContainText('Track · Share');
    await expect(first).toContainText('< 1 minute ago');
    await page.screenshot({ path: '/tmp/requests-activity.png' });
  });
});
