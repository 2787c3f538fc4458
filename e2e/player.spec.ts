import { expect, test, type Locator, type Page } from './support/test';
import { openApp } from './support/app';

/**
 * The player with the offline demo's real generated audio (Chromium autoplays: see the launch
 * flags). State is read from the UI only: the bar's elapsed time and the seek slider's value.
 * Audio waits are the suite's 15 s, never shorter: the demo's mock renders each file in the page,
 * and a second tab of the same site may share the first one's renderer (a 10 s wait failed a fresh-clone run
 * while the first tab played).
 */

const BROKEN_TITLE = 'Broken Audio File (Demo)';
const bar = (page: Page): Locator => page.getByRole('region', { name: 'Audio player' });
const seekSlider = (page: Page): Locator => bar(page).getByRole('slider', { name: /^Seek / });

function seconds(text: string | null): number {
  const parts = (text ?? '').trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

async function elapsed(page: Page): Promise<number> {
  return seconds(await bar(page).getByRole('timer', { name: 'Elapsed time' }).textContent());
}

/** Clicks play on a track row; returns the track's title as the overlay names it. */
async function playRow(row: Locator): Promise<string> {
  const button = row.getByRole('button', { name: /^Play / }).first();
  const title = ((await button.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await button.click();
  return title;
}

/**
 * What the page animates at this moment (CSS transitions and animations still running), named by
 * the property or keyframes and the element's class.
 */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => {
        const name = animation instanceof CSSTransition ? animation.transitionProperty : animation instanceof CSSAnimation ? animation.animationName : 'script';
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${name} on .${String(target?.getAttribute('class') ?? '').split(' ')[0]}`;
      }),
  );
}

async function playFirstSearchResult(page: Page): Promise<string> {
  await openApp(page, '/search?type=tracks');
  const row = page.getByRole('article').filter({ hasNotText: BROKEN_TITLE }).first();
  const title = await playRow(row);
  await expect(bar(page).getByText(title, { exact: true })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  return title;
}

test('a track played from the search results plays: its position advances', async ({ page }) => {
  const title = await playFirstSearchResult(page);
  await expect.poll(() => elapsed(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => Number(await seekSlider(page).getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  // The row's overlay now pauses the same track.
  await expect(page.getByRole('article').getByRole('button', { name: `Pause ${title}` })).toBeVisible();
  await expect(bar(page).getByText('Browsing Tracks')).toBeVisible();
  // The playhead steps with each time update; nothing is animated between them, so a playing track
  // does not keep the page drawing frames (a slow machine's CPU went to that, not to the music).
  await expect.poll(() => runningAnimations(page)).toEqual([]);
  const seen = new Set<string>();
  for (let sample = 0; sample < 8; sample += 1) {
    for (const animation of await runningAnimations(page)) seen.add(animation);
    await page.waitForTimeout(250);
  }
  expect([...seen], 'animations running while the track played').toEqual([]);
});

test('when a track ends the next one in the list starts', async ({ page }) => {
  test.setTimeout(60_000);
  // The very short tracks of "Stingers & Transitions" (6-10 s).
  await openApp(page, '/album/1/stingers-and-transitions');
  const rows = page.getByRole('article');
  await expect(rows.nth(1)).toBeVisible();
  const second = ((await rows.nth(1).getByRole('button', { name: /^Play / }).first().getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  const first = await playRow(rows.first());
  await expect(bar(page).getByText(first, { exact: true })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Previous track' })).toBeDisabled();

  await expect(bar(page).getByText(second, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(bar(page).getByRole('button', { name: 'Previous track' })).toBeEnabled();
  await expect.poll(() => elapsed(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
});

test('seeking on the waveform moves the position', async ({ page }) => {
  await playFirstSearchResult(page);
  const slider = seekSlider(page);
  const duration = seconds(await bar(page).getByText(/^Duration/).textContent().then((t) => t?.replace('Duration', '') ?? ''));
  const box = (await slider.boundingBox())!;
  await slider.click({ position: { x: box.width * 0.6, y: box.height / 2 } });
  await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(59);
  await expect.poll(() => elapsed(page)).toBeGreaterThanOrEqual(Math.floor(duration * 0.6) - 1);

  // And with the keyboard: Home goes back to the start.
  await slider.focus();
  await page.keyboard.press('Home');
  await expect.poll(() => elapsed(page)).toBeLessThan(3);
});

test('Space toggles play and pause, except while typing in a field', async ({ page }) => {
  await playFirstSearchResult(page);
  // Move focus off the play button onto the page itself.
  await page.getByRole('heading', { level: 1 }).click();

  await page.keyboard.press('Space');
  await expect(bar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = await elapsed(page);
  await page.waitForTimeout(1500);
  expect(await elapsed(page)).toBe(pausedAt);

  await page.keyboard.press('Space');
  await expect(bar(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
  await search.click();
  await page.keyboard.type('night sky');
  await expect(search).toHaveValue(/night sky$/);
  await expect(bar(page).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
});

test('a broken audio file shows the error with the track title', async ({ page }) => {
  await openApp(page, '/search?type=tracks');
  const row = page.getByRole('article').filter({ hasText: BROKEN_TITLE }).first();
  await playRow(row);
  await expect(bar(page).getByRole('alert')).toHaveText(`Error loading audio file for: "${BROKEN_TITLE}"`);
  // Nothing is drawn over the failed item.
  await expect(row.getByRole('button', { name: new RegExp(`^(Play|Pause) ${BROKEN_TITLE.replace(/[()]/g, '\\$&')}`) })).toHaveCount(0);
  await expect(seekSlider(page)).toHaveCount(0);
});

test('starting a track in another tab pauses this one, which keeps its track and position', async ({ context, page }) => {
  const title = await playFirstSearchResult(page);
  await expect.poll(() => elapsed(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

  const other = await context.newPage();
  await openApp(other, '/album/1/stingers-and-transitions');
  await playRow(other.getByRole('article').first());
  await expect(bar(other).getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  await expect(bar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(bar(page).getByText(title, { exact: true })).toBeVisible();
  const pausedAt = await elapsed(page);
  expect(pausedAt).toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(1500);
  expect(await elapsed(page)).toBe(pausedAt);
});
