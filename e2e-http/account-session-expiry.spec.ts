import { expect, test } from '../e2e/support/test';
import { apiUrl, loginForm, PASSWORD, PERSONAS, popup } from './support';

// The account pages are for phones, which have no sidebar.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a session that ends while a support request is written on /support keeps the request for its person, who sends it after logging in again', async ({ page }) => {
  const PROBLEM = 'The stems of "Night Drive" download as one file instead of five.';
  // The request's own call carries `expire-session`: the server ends the session and answers 401,
  // as if it had expired while the person was typing.
  await page.route(apiUrl('/api/users/me/support-request/'), (route, request) =>
    route.continue({ headers: { ...request.headers(), 'x-mock-scenario': 'expire-session' } }),
  );
  async function logIn() {
    const form = loginForm(popup(page));
    await form.getByLabel('Email*').fill(PERSONAS.listener);
    await form.getByLabel('Password*').fill(PASSWORD);
    await form.getByRole('button', { name: 'Go' }).click();
    await expect(popup(page)).toBeHidden();
  }

  await page.goto('/support');
  // A visitor is asked to log in as the page opens.
  await logIn();
  const request = page.getByRole('form', { name: 'Support request' });
  await request.getByLabel('Request Type*').selectOption('DOWNLOADS');
  await request.getByLabel('Description*').fill(PROBLEM);
  await request.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('heading', { name: 'YOUR SESSION HAS ENDED' })).toBeFocused();
  await expect(request).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('session-ended.png') });
  await page.unroute(apiUrl('/api/users/me/support-request/'));

  await page.getByRole('button', { name: 'LOG IN' }).click();
  await logIn();
  await expect(request.getByLabel('Description*')).toHaveValue(PROBLEM);
  await expect(request.getByText('Failed to submit support request: HTTP error! status: 401')).toBeVisible();
  await request.getByRole('button', { name: 'Submit' }).click();
  await expect(request.getByText('Submitted!')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('submitted.png') });
});
