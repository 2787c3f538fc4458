import { expect, test } from './support/test';
import { currentUser, header, loginRegisterButton, openApp, PERSONAS, shortName, signIn } from './support/app';

test('the session survives a reload', async ({ page }) => {
  await openApp(page, '/');
  await signIn(page, PERSONAS.mp3);
  const user = await currentUser(page);
  expect(user?.email).toBe(PERSONAS.mp3);

  // Judged by the reloaded page itself: the first `/api/users/me/` answer after `reload()` may be
  // the old page's, cut off as it unloads (the mock's worker lets a closing page's calls through).
  await page.reload();
  await expect(header(page).getByText(shortName(user!), { exact: true })).toBeVisible();
  await expect(loginRegisterButton(page)).toBeHidden();
  expect((await currentUser(page))?.email).toBe(PERSONAS.mp3);
});
