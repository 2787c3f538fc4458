import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test';
import { openApp } from './support/app';

/**
 * The cue sheet from an edit, as an editor uses it: tracks downloaded from the library are cut
 * into a programme, its EDL is dropped on /cue-sheet, and the cue sheet the broadcaster wants
 * comes out; the tracks are kept as a project.
 */

interface Delivered {
  id: number;
  filename: string;
  title: string;
  code: string;
  composers: { name: string; pro: string }[];
  /** The writers and publishers cells of the track's own cue sheet (the server's credits). */
  credits: { composers: string; publishers: string };
}

const sidebar = (page: Page): Locator => page.getByRole('complementary', { name: 'My account sidebar' });
const sidebarTab = (page: Page): Locator => page.getByRole('button', { name: /open sidebar|close sidebar/ });

/** Downloads two tracks as the download popup does (the mock's file names), and reads their credits. */
async function downloadTwoTracks(page: Page): Promise<Delivered[]> {
  return page.evaluate(async () => {
    const csrf = decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
    const json = async (url: string, init?: RequestInit) => (await fetch(url, { credentials: 'include', ...init })).json();
    const search = await json('/api/music/tracks/?type=tracks&pagesize=12');
    const tracks = search.results.filter((track: { composers: unknown[]; title: string }) => track.composers.length > 0 && !/Broken/.test(track.title)).slice(0, 2);
    const cells = (csv: string) => [...csv.trim().split('\r\n')[1].matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'));
    const out = [];
    for (const track of tracks) {
      const answer = await json('/api/users/me/actions/download/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify({ type: 'track', id: track.id, format: 'WAV', include_tracks: true }),
      });
      const row = cells((await json(`/api/music/tracks/${track.id}/cuesheet/`)).csv);
      out.push({
        id: track.id,
        filename: answer.download_filename,
        title: track.title,
        code: track.track_code,
        composers: track.composers,
        // The library's cue sheet names each writer's role first: the programme's lists name, PRO, IPI, share.
        credits: { composers: row[7].replace(/\((?:Composer|Arranger), /g, '('), publishers: row[8] },
      });
    }
    return out;
  });
}

/** An event of a CMX 3600 EDL: record side from `from` to `to` seconds past 01:00:00:00. */
function event(number: number, channel: string, from: number, to: number, file: string): string {
  const tc = (seconds: number) => {
    const s = 3600 + seconds;
    return [Math.floor(s / 3600), Math.floor(s / 60) % 60, s % 60, 0].map((n) => String(n).padStart(2, '0')).join(':');
  };
  const source = (seconds: number) => `00:00:${String(seconds).padStart(2, '0')}:00`;
  return [
    `${String(number).padStart(3, '0')}  AX       ${channel.padEnd(5)} C        ${source(0)} ${source(to - from)} ${tc(from)} ${tc(to)}`,
    `* FROM CLIP NAME: ${file}`,
    `* SOURCE FILE: ${file}`,
  ].join('\n');
}

async function dropFile(page: Page, name: string, text: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: 'text/plain' }));
      return transfer;
    },
    { name, text },
  );
  const zone = page.locator('.edit-drop');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test.describe(() => {
  test.use({ persona: 'listener' });

  test('an EDL of downloaded tracks becomes the programme’s cue sheet, and its tracks a project', async ({ page }) => {
    test.slow();
    await openApp(page, '/');
    const [a, b] = await downloadTwoTracks(page);
    expect(a.filename.startsWith(`${a.code} `)).toBe(true);

    // MY PROJECTS in the sidebar links to the page.
    await sidebarTab(page).click();
    await sidebar(page).getByRole('link', { name: 'Cue Sheet From an Edit' }).click();
    await expect(page).toHaveURL(/\/cue-sheet$/);
    await expect(page.getByRole('heading', { name: 'CUE SHEET FROM AN EDIT', level: 1 })).toBeVisible();
    await sidebarTab(page).click();

    const edl = [
      'TITLE: NIGHT SHIFT EP101',
      'FCM: NON-DROP FRAME',
      '',
      event(1, 'A', 0, 20, a.filename),
      event(2, 'A2', 0, 20, a.filename),
      event(3, 'A', 20, 30, a.filename),
      event(4, 'A3', 40, 55, b.filename),
      event(5, 'A', 60, 70, 'Interview room tone.wav'),
      event(6, 'A', 90, 100, b.filename),
      '',
    ].join('\n');
    await dropFile(page, 'EP101.edl', edl);

    const cues = page.getByRole('region', { name: /^Cues/ });
    await expect(cues).toHaveAttribute('data-matching', 'false', { timeout: 20_000 });
    const writers = (track: Delivered) => track.composers.map((c) => `${c.name} (${c.pro})`).join(', ');
    const rows = cues.getByRole('row');
    await expect(rows).toHaveCount(4);
    const shown = await rows.evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.querySelectorAll('td')].slice(0, 6).map((td) => td.textContent)));
    expect(shown).toEqual([
      ['1', `${a.title}${a.code}`, writers(a), '01:00:00:00', '01:00:30:00', '0:30'],
      ['2', `${b.title}${b.code}`, writers(b), '01:00:40:00', '01:00:55:00', '0:15'],
      ['3', `${b.title}${b.code}`, writers(b), '01:01:30:00', '01:01:40:00', '0:10'],
    ]);
    // On a 1366 px laptop screen every row's actions are whole inside their cell, and nothing needs a sideways scroll.
    await page.setViewportSize({ width: 1366, height: 768 });
    const actions = await cues.getByRole('button', { name: 'Not library music' }).evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        const cell = button.closest('td')!.getBoundingClientRect();
        const scroller = button.closest('.edit-cue-sheet__table-scroll')!;
        return { inCell: box.left >= cell.left && box.right <= cell.right, sideways: scroller.scrollWidth - scroller.clientWidth };
      }),
    );
    expect(actions).toEqual([
      { inCell: true, sideways: 0 },
      { inCell: true, sideways: 0 },
      { inCell: true, sideways: 0 },
    ]);
    const apart = page.getByRole('list', { name: 'Clips not matched' });
    await expect(apart.getByText('Interview room tone')).toBeVisible();
    await expect(apart.getByText('No library track found')).toBeVisible();

    await page.getByLabel('Production title*').fill('Night Shift');
    await page.getByLabel('Episode number').fill('101');
    await page.getByRole('combobox', { name: 'Usage of cue 1' }).selectOption('MT');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'DOWNLOAD CUE SHEET' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('4EM Edit - Night Shift (Cuesheet).csv');
    const row = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
    const line = (n: number, track: Delivered, usage: string, from: string, to: string, duration: string) =>
      row([String(n), track.title, track.code, '4EM Production Music', track.credits.composers, track.credits.publishers, usage, from, to, duration]);
    expect((await readFile((await file.path())!, 'utf8')).split('\r\n')).toEqual([
      row(['Production Title', 'Night Shift']),
      row(['Episode Title', '']),
      row(['Episode Number', '101']),
      row(['Production Company', '']),
      row(['Programme Length', '1:40']),
      row(['Air Date', '']),
      '',
      row(['Cue #', 'Title', 'Track Code', 'Library', 'Composer(s)', 'Publisher(s)', 'Usage', 'Timecode In', 'Timecode Out', 'Duration']),
      line(1, a, 'MT', '01:00:00:00', '01:00:30:00', '0:30'),
      line(2, b, 'BI', '01:00:40:00', '01:00:55:00', '0:15'),
      line(3, b, 'BI', '01:01:30:00', '01:01:40:00', '0:10'),
      '',
    ]);
    await expect(page.getByText('Cuesheet downloaded!')).toBeVisible();

    await page.getByRole('button', { name: 'SAVE AS PROJECT' }).click();
    await expect(page.getByText("Created Project 'Night Shift'!")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the project' })).toBeVisible();
    await sidebarTab(page).click();
    const project = sidebar(page).getByRole('list', { name: 'Projects' }).getByRole('listitem').filter({ hasText: 'Night Shift' });
    await expect(project).toContainText('2 tracks');
  });
});
