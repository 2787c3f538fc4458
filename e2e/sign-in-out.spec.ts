import { expect, test, type Locator, type Page } from './support/test';
import { currentUser, footer, header, loginForm, loginRegisterButton, openApp, PASSWORD, PERSONAS, popup, shortName, signIn } from './support/app';

test('a persona signs in from the header and out from the footer', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, PERSONAS.listener);

  const user = await currentUser(page);
  expect(user?.email).toBe(PERSONAS.listener);
  await expect(header(page).getByText(shortName(user!), { exact: true })).toBeVisible();
  await expect(popup(page)).toBeHidden();

  await footer(page).getByRole('button', { name: 'Logout' }).or(footer(page).getByRole('link', { name: 'Logout' })).click();
  await expect(loginRegisterButton(page)).toBeVisible();
  await expect(header(page).getByText(shortName(user!), { exact: true })).toBeHidden();
  expect(await currentUser(page)).toBeNull();
});

test('the Go button reads "Logging in..." while the login call is in flight', async ({ page }) => {
  // `?mock=slow` adds latency to every mock call, so the submitting state is visible.
  await openApp(page, '/?mock=slow');
  await loginRegisterButton(page).click();
  const form = loginForm(popup(page));
  await form.getByLabel('Email*').fill(PERSONAS.listener);
  await form.getByLabel('Password*').fill(PASSWORD);
  await form.getByRole('button', { name: 'Go' }).click();
  await expect(form.getByRole('button', { name: 'Logging in...' })).toBeVisible();
  await expect(loginRegisterButton(page)).toBeHidden({ timeout: 15_000 });
});

test('a wrong password shows the error in the login panel', async ({ page }) => {
  await openApp(page, '/');
  await loginRegisterButton(page).click();
  const form = loginForm(popup(page));
  await form.getByLabel('Email*').fill(PERSONAS.listener);
  await form.getByLabel('Password*').fill('not-the-password');
  await form.getByRole('button', { name: 'Go' }).click();
  await expect(popup(page).getByRole('alert')).toBeVisible();
  await expect(loginRegisterButton(page)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signing in from the menu closes the menu and gives focus back to its button', async ({ page }) => {
    await openApp(page, '/');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await signIn(page, PERSONAS.listener);
    await expect(popup(page)).toBeHidden();
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closing the login popup without signing in leaves the menu open on Login / Register', async ({ page }) => {
    await openApp(page, '/');
    await header(page).getByRole('button', { name: 'Open menu' }).click();
    await loginRegisterButton(page).click();
    await expect(popup(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup(page)).toBeHidden();
    await expect(loginRegisterButton(page)).toBeFocused();
  });
});

test.describe('in two tabs', () => {
  const sidebar = (page: Page): Locator => page.getByRole('complementary', { name: 'My account sidebar' });
  const sidebarTab = (page: Page): Locator => page.getByRole('button', { name: 'MY PROJECTS, open sidebar' });
  /** A tab follows the others once the code for it has loaded, after the page's first paint. */
  const followingOtherTabs = (tab: Page) =>
    expect
      .poll(() => tab.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/session-across-tabs-'))))
      .toBe(true);

  test('signing in in one tab signs the other in, whose calls then work; signing out there signs this one out', async ({ context, page }) => {
    await openApp(page, '/');
    const other = await context.newPage();
    await openApp(other, '/search?type=tracks');
    await followingOtherTabs(page);
    await followingOtherTabs(other);

    await signIn(page, PERSONAS.listener);
    const user = await currentUser(page);
    await expect(header(other).getByText(shortName(user!), { exact: true })).toBeVisible();
    // The other tab's own calls find the session (its mock backend shares the first tab's data).
    await sidebarTab(other).click();
    await expect(sidebar(other).getByRole('list', { name: 'Projects' }).getByRole('listitem').first()).toBeVisible();

    await sidebar(other).getByRole('button', { name: 'BACK' }).click();
    await sidebar(other).getByRole('button', { name: 'LOGOUT' }).click();
    await expect(loginRegisterButton(other)).toBeVisible();
    await expect(loginRegisterButton(page)).toBeVisible();
    expect(await currentUser(page)).toBeNull();
    await expect(page.getByRole('alert').filter({ hasText: 'Unauthorized' })).toHaveCount(0);
  });
});
