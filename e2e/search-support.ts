import { expect, type Locator, type Page } from '@playwright/test';

/** Helpers of the search journeys (e2e/search-*.spec.ts). */

// Album and playlist results are a list, track results a grid (walked by keyboard): found by their name.
export const results = (page: Page): Locator => page.getByLabel('Search results', { exact: true });
export const resultRows = (page: Page): Locator => results(page).getByRole('article');
export const criteriaBar = (page: Page): Locator => page.getByRole('region', { name: 'Search criteria' });
export const filterPanel = (page: Page): Locator => page.getByRole('navigation', { name: 'FILTER BY:' });

/**
 * Waits until the results on screen answer the URL's search and are all rendered and laid out (the
 * page marks them). A wait that runs out names what was still missing.
 */
export async function resultsSettled(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const body = document.querySelector('[data-results-for]');
          if (!body) return 'no results area';
          const answered = body.getAttribute('data-results-for');
          if (answered !== location.search.slice(1)) return `results for "${answered}", the address asks "${location.search.slice(1)}"`;
          if (body.querySelector('[data-complete="false"]')) {
            // The rest of the rows follow a frame, then a task (useProgressiveCount): a wait that
            // runs out says whether frames still come, so the next failure tells which step stalled.
            const frame = await Promise.race([
              new Promise<string>((resolve) => requestAnimationFrame(() => resolve('frames come'))),
              new Promise<string>((resolve) => setTimeout(() => resolve('no frame within 1 s'), 1000)),
            ]);
            return `rows still being added (${body.querySelectorAll('article').length} rendered; ${frame}; page ${document.visibilityState})`;
          }
          if (body.querySelector('[data-sizing]')) return 'rows still being sized';
          return 'settled';
        }),
      { intervals: [100, 250] },
    )
    .toBe('settled');
}

/** Titles of the result rows (tracks) or cards (albums, playlists), in order. */
export async function resultTitles(page: Page): Promise<string[]> {
  await resultsSettled(page);
  return (await results(page).getByRole('heading', { level: 3 }).allTextContents()).map((t) => t.replace('Selected track', '').trim());
}

/** Total the page shows ("123 results"). */
export async function shownTotal(page: Page): Promise<number> {
  await resultsSettled(page);
  const text = (await page.getByText(/^[\d,]+ results?$/).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The mock API's answer for a search, fetched from the page (same session cookies). */
export async function apiSearch<T = { total_count: number; results: { id: number; title: string }[]; unmatched: string[] }>(
  page: Page,
  kind: 'tracks' | 'albums' | 'playlists',
  query: string,
): Promise<T> {
  return page.evaluate(
    async ({ kind, query }) => (await fetch(`/api/music/${kind}/?${query}`, { credentials: 'include' })).json(),
    { kind, query },
  );
}

/**
 * Opens a subcategory of the filter panel ("Energy", "Strings", "A-D"…) and returns its popup. A
 * popup that does not show says whether it opened at all, and whether its trigger moved from under
 * the pointer (a keyword popup closes 750 ms after the pointer leaves it).
 */
export async function openSubcategory(page: Page, name: string | RegExp): Promise<Locator> {
  const trigger =
    typeof name === 'string'
      ? filterPanel(page).getByRole('button', { name, exact: true })
      : filterPanel(page).getByRole('button', { name });
  let clickedAt: { x: number; y: number } | null = null;
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') {
    await revealInFilterColumn(trigger);
    await trigger.click();
    const box = await trigger.boundingBox();
    clickedAt = box && { x: Math.round(box.x), y: Math.round(box.y) };
  }
  // One subcategory popup (a menu of checkable keywords) is open at a time.
  const popup = filterPanel(page).getByRole('menu');
  await expect
    .poll(async () => {
      if (await popup.isVisible()) return 'shown';
      const box = await trigger.boundingBox();
      const now = box && { x: Math.round(box.x), y: Math.round(box.y) };
      return `not shown; trigger aria-expanded=${await trigger.getAttribute('aria-expanded')}, at ${JSON.stringify(now)} (${JSON.stringify(clickedAt)} after the click), scrollY ${await page.evaluate(() => Math.round(window.scrollY))}`;
    })
    .toBe('shown');
  return popup;
}

/**
 * Brings a control of the filter column (ADVANCED FILTERS, at its end) into view and waits until it
 * stands still, for a click. The column follows the page's scrolling (two-way sticky), so it moves
 * once more after the scroll that reveals the control; under load, the click's own scroll, the
 * column's move and a page scroll that followed them came between Playwright reading the control's
 * place and pressing it (scrollY 623, then 607 without the page changing height; the press landed
 * 1 px from the control, on the column).
 */
export async function revealInFilterColumn(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  let last = '';
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await control.boundingBox());
        const still = box === last;
        last = box;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
}

/** The first real keyword of a subcategory popup (not "Specify BPM"/"Specify Key"). */
export async function firstKeyword(popup: Locator, index = 0): Promise<string> {
  const name = await popup.getByRole('menuitemcheckbox').nth(index).textContent();
  return (name ?? '').trim();
}

/** URL query of the page, decoded for readable assertions. */
export function decodedSearch(page: Page): string {
  return decodeURIComponent(new URL(page.url()).search.replace(/\+/g, ' '));
}

/**
 * Jumps through a page of results and reads where `watched` (a link's or button's text: `NEXT ›`,
 * `ADVANCED FILTERS`) stands: its top (px) in each of at least 10 frames, and while the rows are
 * still being sized in idle time. The jump is `to`: `'end'`, the watched element scrolled to the
 * window's bottom edge (read at once, then frame by frame), or a scroll position (read from the
 * frame after, once its scroll event has been handled). Given the next page's search
 * (`page=3&type=tracks`), it first follows NEXT and jumps in the very commit that completes that
 * page's rows, before the frame after it.
 */
export async function topsAfterJump(
  page: Page,
  { watched, to, nextSearch }: { watched: string; to: 'end' | number; nextSearch?: string },
): Promise<number[]> {
  return page.getByRole('navigation', { name: 'Pagination' }).evaluate(
    async (nav, { watched, to, nextSearch }) => {
      if (nextSearch) {
        await new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            const body = document.querySelector('[data-results-for]');
            if (body?.getAttribute('data-results-for') === nextSearch && body.querySelector('[data-complete="true"]')) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
          [...nav.querySelectorAll('a')].find((a) => a.textContent === 'NEXT ›')!.click();
        });
      }
      const element = [...document.querySelectorAll('a, button')].find((candidate) => candidate.textContent === watched)!;
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      if (to === 'end') element.scrollIntoView({ block: 'end' });
      else {
        window.scrollTo(0, to);
        await frame();
      }
      const tops: number[] = [];
      while (tops.length < 10 || document.querySelector('[data-sizing]')) {
        tops.push(Math.round(element.getBoundingClientRect().top));
        await frame();
      }
      return tops;
    },
    { watched, to, nextSearch: nextSearch ?? null },
  );
}
