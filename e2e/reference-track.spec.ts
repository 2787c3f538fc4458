import { expect, test, type Page } from './support/test';
import { openApp } from './support/app';
import { apiSearch, criteriaBar, resultsSettled } from './search-support';

interface CatalogueTrack {
  id: number;
  title: string;
  bpm: number[];
  musical_key: string[];
  audio_file: { url: string; duration: number };
}

const SHOTS = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Drops a file the page fetches (the mock's audio of a track, or any bytes) on the reference popup. */
async function dropOnPopup(page: Page, source: { url?: string; text?: string }, name: string, type: string) {
  await page.evaluate(
    async ({ source, name, type }) => {
      const body = source.url ? await (await fetch(source.url, { credentials: 'include' })).blob() : new Blob([source.text ?? '']);
      const transfer = new DataTransfer();
      transfer.items.add(new File([body], name, { type }));
      const target = document.querySelector('.reference-popup');
      if (!target) throw new Error('no reference popup');
      for (const event of ['dragenter', 'dragover', 'drop']) target.dispatchEvent(new DragEvent(event, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    },
    { source, name, type },
  );
}

test('a track’s WAV dropped on MATCH A REFERENCE TRACK reads its tempo and key; SHOW MATCHES lists it; A/B switches to the reference', async ({ page }) => {
  // Decoding and analysing a whole track in the browser takes seconds on a busy 2-core machine.
  test.setTimeout(300_000);
  await openApp(page, '/search?type=tracks');
  const { results } = await apiSearch<{ results: CatalogueTrack[] }>(page, 'tracks', 'type=tracks&bpm=100-130');
  const track = results.find((t) => t.bpm.length === 1 && t.musical_key.length === 1 && t.audio_file.url && t.audio_file.duration < 240);
  if (!track) throw new Error('the seeded catalogue has a track at one BPM in one key');

  await page.getByRole('button', { name: 'MATCH A REFERENCE TRACK' }).click();
  const popup = page.getByRole('dialog', { name: 'Match a reference track' });
  // The popup's code loads when it first opens (it is not in the app's entry).
  await expect(popup.getByRole('heading', { name: 'MATCH A REFERENCE TRACK' })).toBeVisible({ timeout: 60_000 });
  await expect(popup.getByLabel('Reference audio file')).toBeAttached();
  await shot(page, '1-popup');

  // Not audio: a clear sentence, nothing else changes.
  await dropOnPopup(page, { text: 'these are notes, not music' }, 'notes.txt', 'text/plain');
  await expect(popup.getByRole('alert')).toHaveText("This file isn't audio your browser can read.", { timeout: 30_000 });
  await shot(page, '2-not-audio');

  await dropOnPopup(page, { url: track.audio_file.url }, `track-${track.id}.wav`, 'audio/wav');
  await expect(popup.getByText(/^Tempo: \d+ BPM$/)).toBeVisible({ timeout: 60_000 });
  await shot(page, '3-result');
  await expect(popup.getByText(`Tempo: ${Math.round(track.bpm[0])} BPM`)).toBeVisible();
  await expect(popup.getByText(/^Key: /)).toContainText(`Key: ${track.musical_key[0]} (`);

  await popup.getByRole('button', { name: 'SHOW MATCHES' }).click();
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/type=tracks/);
  const query = new URL(page.url()).search.slice(1);
  expect(decodeURIComponent(query)).toMatch(new RegExp(`key=${track.musical_key[0]},`));
  await resultsSettled(page);
  await expect(criteriaBar(page).getByText(`Reference: track-${track.id}.wav`)).toBeVisible();
  const matches = await apiSearch<{ results: CatalogueTrack[]; total_count: number }>(page, 'tracks', `${query}&pagesize=100`);
  expect(matches.results.map((t) => t.id)).toContain(track.id);
  await shot(page, '4-matches');

  // Play the first match, then A/B to the reference and back.
  await page.getByRole('grid', { name: 'Search results' }).getByRole('article').first().getByRole('button', { name: /^Play/ }).first().click();
  const bar = page.getByRole('region', { name: 'Audio player' });
  await expect(bar.getByText('Hearing: Track')).toBeVisible({ timeout: 60_000 });
  await bar.getByRole('button', { name: 'A/B' }).click();
  await expect(bar.getByText('Hearing: Reference')).toBeVisible();
  await expect(bar.getByRole('button', { name: 'A/B' })).toHaveAttribute('aria-pressed', 'true');
  await shot(page, '5-ab-reference');
  await bar.getByRole('button', { name: 'A/B' }).click();
  await expect(bar.getByText('Hearing: Track')).toBeVisible();
});
