import { expect, test } from '../e2e/support/test';
import { API_ORIGIN, openApp } from './support';

const BROKEN_TITLE = 'Broken Audio File (Demo)';

test('a track plays: the audio element loads it from the API host and reaches "playing"', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const row = page.getByRole('article').filter({ hasNotText: BROKEN_TITLE }).first();
  const play = row.getByRole('button', { name: /^Play / }).first();
  const title = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await play.click();

  const bar = page.getByRole('region', { name: 'Audio player' });
  await expect(bar.getByText(title, { exact: true })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Pause', exact: true })).toBeVisible({ timeout: 10_000 });

  // The one <audio> element: an absolute URL on the API host, playing, its position advancing.
  const audio = page.locator('audio');
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentSrc)).toMatch(
    new RegExp(`^${API_ORIGIN}/mock-media/audio/track-\\d+\\.wav$`),
  );
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused && element.readyState >= 3 && element.currentTime > 0.5), { timeout: 10_000 })
    .toBe(true);
});
