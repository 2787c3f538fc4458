import { expect, test, type Page } from '../e2e/support/test';
import { apiCurrentUser, header, openApp, PERSONAS, signIn } from './support';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'My account sidebar' });

// The sidebar is desktop only.
test.use({ viewport: { width: 1280, height: 900 } });

test('an admin views the site as another user over HTTP: the session event switches the person, a reload keeps it, and back', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, PERSONAS.admin);
  await page.getByRole('button', { name: 'MY PROJECTS, open sidebar' }).click();
  await sidebar(page).getByRole('button', { name: 'BACK' }).click();
  await sidebar(page).getByRole('button', { name: 'SITE ADMIN' }).click();
  await sidebar(page).getByLabel('User Email*').fill(PERSONAS.listener);
  await sidebar(page).getByRole('button', { name: 'View as user' }).click();

  await expect(page.getByText('Successfully impersonating listener@example.com')).toBeVisible();
  const bar = page.getByRole('region', { name: 'Viewing as another user' });
  await expect(bar).toHaveText(/Viewing as Jamie Rivera \(listener@example\.com\)/);
  // The sidebar opened on MY PROJECTS with the listener's projects.
  await expect(sidebar(page).getByRole('list', { name: 'Projects' }).getByRole('listitem').first()).toBeVisible();
  expect((await apiCurrentUser(page))?.email).toBe(PERSONAS.listener);

  await page.reload();
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: "Back to Alex's account" }).click();
  await expect(bar).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Alex M' })).toBeVisible();
  expect((await apiCurrentUser(page))?.email).toBe(PERSONAS.admin);
});
