import { expect, test, type Page } from './support/test';
import { footer, header, loginForm, loginRegisterButton, openApp, PERSONAS, popup } from './support/app';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'My account sidebar' });

/** Opens the sidebar from its tab and goes to an area through the main menu. */
async function openArea(page: Page, area: 'MY ACCOUNT' | 'SUPPORT' | 'SITE ADMIN') {
  await page.getByRole('button', { name: 'MY PROJECTS, open sidebar' }).click();
  await sidebar(page).getByRole('button', { name: 'BACK' }).click();
  await sidebar(page).getByRole('button', { name: area }).click();
}

test.use({ viewport: { width: 1280, height: 900 } });

test.describe(() => {
  test.use({ persona: 'listener' });

  test('a profile save shows "Saved!" and the header follows the new name', async ({ page }) => {
    await openApp(page, '/');
    await openArea(page, 'MY ACCOUNT');
    const profile = sidebar(page).getByRole('form', { name: 'Profile' });
    await profile.getByLabel('First Name*').fill('Jordan');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByText('Saved!')).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Jordan R' })).toBeVisible();
    // "Saved!" clears after 3 s.
    await expect(profile.getByText('Saved!')).toBeHidden({ timeout: 5_000 });
  });
});

test.describe(() => {
  test.use({ persona: 'mp3' });

  test('a password change keeps the user signed in; after signing out the new password signs in', async ({ page }) => {
    await openApp(page, '/');
    await openArea(page, 'MY ACCOUNT');
    const password = sidebar(page).getByRole('form', { name: 'Password reset' });
    await password.getByLabel('Password*', { exact: true }).fill('brand-new-pass');
    await password.getByLabel('Confirm Password*').fill('brand-new-pass');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Password changed successfully')).toBeVisible();
    await expect(header(page).getByRole('button', { name: 'Maya C' })).toBeVisible();

    await page.reload();
    await expect(header(page).getByRole('button', { name: 'Maya C' })).toBeVisible();
    await footer(page).getByRole('button', { name: 'Logout' }).or(footer(page).getByRole('link', { name: 'Logout' })).click();
    await expect(loginRegisterButton(page)).toBeVisible();

    await loginRegisterButton(page).click();
    const form = loginForm(popup(page));
    await form.getByLabel('Email*').fill(PERSONAS.mp3);
    await form.getByLabel('Password*').fill('brand-new-pass');
    await form.getByRole('button', { name: 'Go' }).click();
    await expect(header(page).getByRole('button', { name: 'Maya C' })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ persona: 'admin' });

  test('an admin views the site as listener@example.com, sees whom, and goes back', async ({ page }) => {
    await openApp(page, '/');
    await openArea(page, 'SITE ADMIN');
    await sidebar(page).getByLabel('User Email*').fill(PERSONAS.listener);
    await sidebar(page).getByRole('button', { name: 'View as user' }).click();

    await expect(page.getByText('Successfully impersonating listener@example.com')).toBeVisible();
    const bar = page.getByRole('region', { name: 'Viewing as another user' });
    await expect(bar).toHaveText(/Viewing as Jamie Rivera \(listener@example\.com\)/);
    await expect(header(page).getByRole('button', { name: 'Jamie R' })).toBeVisible();
    await expect(sidebar(page).getByRole('heading', { name: 'MY PROJECTS' })).toBeVisible();
    await page.screenshot({ path: '/tmp/session-event-viewing-as.png' });

    // Still so after a reload: the server says who is behind the session.
    await page.reload();
    await expect(bar).toBeVisible();

    await bar.getByRole('button', { name: "Back to Alex's account" }).click();
    await expect(bar).toBeHidden();
    await expect(header(page).getByRole('button', { name: 'Alex M' })).toBeVisible();
  });
});

test.describe(() => {
  test.use({ persona: 'listener' });

  test('an ended session is not silent: "Unauthorized. Please log in." and Login / Register', async ({ page }) => {
    // The mock ends the session after one more call; the app's next current-user check gets a 401.
    await openApp(page, '/about?mock=expire-session:1');
    await expect(page.getByText('Unauthorized. Please log in.')).toBeVisible();
    await expect(loginRegisterButton(page)).toBeVisible();
  });
});
