import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test';
import { openApp, pickedFile, popup, savePickerChoosesAFile, withoutSavePicker } from './support/app';

/**
 * Downloads in the offline demo: the check on opening, the limit, the preferred format and real
 * files saved by the browser ("Stingers & Transitions", album 1, has 6-10 s tracks).
 */

const ALBUM = '/album/1/stingers-transitions';

/** Opens the first track row's "…" menu and chooses Download; returns the track's title. */
async function openTrackDownload(page: Page): Promise<string> {
  const row = page.getByRole('article').first();
  const menuButton = row.getByRole('button', { name: /^More options for / }).first();
  const title = ((await menuButton.getAttribute('aria-label')) ?? '').replace(/^More options for /, '');
  await menuButton.click();
  await page.getByRole('menuitem', { name: 'Download', exact: true }).click();
  return title;
}

/** Opens the album as the group's persona, already signed in (e2e/support/personas.ts). */
async function signedInOnAlbum(page: Page): Promise<void> {
  await openApp(page, ALBUM);
  await expect(page.getByRole('article').first()).toBeVisible();
}

test.describe(() => {
  test.use({ persona: 'limit' });

  test('limit@example.com sees "YOU HAVE REACHED YOUR DOWNLOAD LIMIT"', async ({ page }) => {
    await signedInOnAlbum(page);
    await openTrackDownload(page);
    await expect(popup(page).getByText('YOU HAVE REACHED YOUR DOWNLOAD LIMIT')).toBeVisible({ timeout: 15_000 });
    await expect(popup(page).getByRole('button', { name: /^WAV/ })).toHaveCount(0);
  });
});

test.describe(() => {
  test.use({ persona: 'mp3' });

  test("mp3@example.com's track download starts at once and saves a real MP3 under the returned name", async ({ page }) => {
    await withoutSavePicker(page);
    await signedInOnAlbum(page);
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/me/actions/download/' && r.request().postDataJSON()?.check_only !== true);
    const download = page.waitForEvent('download', { timeout: 60_000 });
    const title = await openTrackDownload(page);
    const body = (await (await answer).json()) as { download_filename: string };
    expect((await answer).request().postDataJSON()).toMatchObject({ format: 'MP3', set_default_format: false });
    await expect(page.getByText(new RegExp(`^(Starting download for|Downloading) ${title}`))).toBeVisible();
    const file = await download;
    expect(file.suggestedFilename()).toBe(body.download_filename);
    expect(body.download_filename).toMatch(/\.mp3$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 3).toString('latin1')).toBe('ID3');
    const tagSize = (bytes[6] << 21) | (bytes[7] << 14) | (bytes[8] << 7) | bytes[9];
    expect(bytes[10 + tagSize]).toBe(0xff);
    expect(bytes[11 + tagSize] & 0xe0).toBe(0xe0);
    await expect(page.getByText(`Download complete! ${title}`)).toBeVisible();
  });
});

test.describe(() => {
  test.use({ persona: 'listener' });

  test('a WAV track download for listener@example.com saves a valid 48 kHz WAV (a browser without a save picker)', async ({ page }) => {
    await withoutSavePicker(page);
    await signedInOnAlbum(page);
    await openTrackDownload(page);
    await expect(popup(page).getByText(/^You have 25 downloads left\. This download uses 1 file\.$/)).toBeVisible({ timeout: 15_000 });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await popup(page).getByRole('button', { name: /^WAV/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.wav$/);
    const bytes = await readFile((await file.path())!);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(bytes.readUInt32LE(24)).toBe(48_000);
    expect(bytes.readUInt32LE(40)).toBe(bytes.length - 44);
  });

  test('where the browser has a save picker, the WAV is written to the file the user picks', async ({ page }) => {
    await savePickerChoosesAFile(page);
    await signedInOnAlbum(page);
    const title = await openTrackDownload(page);
    await popup(page).getByRole('button', { name: /^WAV/ }).click();
    await expect(page.getByText(`Download complete! ${title}`)).toBeVisible({ timeout: 60_000 });
    const { name, size, head } = await pickedFile(page);
    expect(name).toMatch(/\.wav$/);
    expect(head.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(head.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(head.readUInt32LE(24)).toBe(48_000);
    expect(head.readUInt32LE(40)).toBe(size - 44);
  });
});
