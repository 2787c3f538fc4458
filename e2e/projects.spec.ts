import { expect, type Locator, type Page } from './support/test';
import { test } from './support/test';
import { footer, openApp, PERSONAS, popup, signIn } from './support/app';

const sidebar = (page: Page): Locator => page.getByRole('complementary', { name: 'My account sidebar' });
const sidebarTab = (page: Page): Locator => page.getByRole('button', { name: /open sidebar|close sidebar/ });
const projectEntries = (page: Page): Locator => sidebar(page).getByRole('list', { name: 'Projects' }).getByRole('listitem');
const projectItems = (scope: Page | Locator, title: string): Locator =>
  scope.getByRole('grid', { name: `Tracks in ${title}` }).getByRole('row');
const trackRows = (page: Page): Locator => page.locator('#main-content .track-list__item');

async function openMyProjects(page: Page): Promise<void> {
  if ((await sidebarTab(page).getAttribute('aria-expanded')) !== 'true') await sidebarTab(page).click();
  await expect(sidebar(page).getByPlaceholder('Search by Track or Project...')).toBeVisible();
}

async function searchTracks(page: Page): Promise<void> {
  await page.goto('/search?type=tracks');
  await expect(trackRows(page).first()).toBeVisible({ timeout: 15_000 });
}

/** Title of a track row as the project shows it (full title). */
async function rowTitle(row: Locator): Promise<string> {
  return (await row.getByRole('heading').first().innerText()).trim();
}

/**
 * The drag wrapper of a track row (or of a version or stem row), once it can be dragged: rows load
 * their drag code after the page has painted, and the browser starts a drag only on an element
 * that is draggable when the pointer goes down.
 */
async function dragSource(scope: Locator): Promise<Locator> {
  const source = scope.locator('.draggable-track').first();
  await expect(source).toHaveAttribute('draggable', 'true');
  return source;
}

// Every journey here starts with the listener signed in (e2e/support/personas.ts).
test.use({ persona: 'listener' });

test('drag a track from search results onto a project: added at once, still there after a reload', async ({ page }) => {
  test.slow();
  await searchTracks(page);
  await openMyProjects(page);
  const target = projectEntries(page).first();
  const projectTitle = (await target.locator('.project-entry__title').innerText()).trim();
  const before = Number((await target.locator('.project-entry__count').innerText()).split(' ')[0]);

  const row = trackRows(page).nth(3);
  const title = await rowTitle(row);
  await (await dragSource(row)).dragTo(target);

  await expect(page.getByText(`'${title}' added to project '${projectTitle}'!`)).toBeVisible();
  await expect(sidebar(page).getByRole('button', { name: new RegExp(`${projectTitle}.*${before + 1} tracks`) })).toBeVisible();

  await page.reload();
  await openMyProjects(page);
  await sidebar(page).getByRole('button', { name: new RegExp(projectTitle) }).first().click();
  await expect(projectItems(sidebar(page), projectTitle).filter({ hasText: title })).toHaveCount(1);
});

test("a stem dragged out of its track's stems panel is added as that stem", async ({ page }) => {
  await searchTracks(page);
  const withStems = trackRows(page).filter({ has: page.getByRole('button', { name: /^Stems \d+/ }) }).first();
  await withStems.getByRole('button', { name: /^Stems \d+/ }).click();
  const stem = withStems.getByRole('region', { name: /^Stems of / }).getByRole('row').first();
  const stemTitle = (await stem.locator('.track-subrow__title').getAttribute('title')) ?? '';
  await openMyProjects(page);
  const target = projectEntries(page).first();
  const projectTitle = (await target.locator('.project-entry__title').innerText()).trim();
  await dragSource(stem);
  await stem.locator('.track-subrow__title').dragTo(target);
  await expect(page.getByText(`'${stemTitle}' added to project '${projectTitle}'!`)).toBeVisible();
  await target.getByRole('button').first().click();
  await expect(projectItems(sidebar(page), projectTitle).filter({ hasText: 'STEM' }).filter({ hasText: stemTitle })).toHaveCount(1);
});

test('starting a drag opens the sidebar on MY PROJECTS', async ({ page }) => {
  await searchTracks(page);
  await expect(sidebarTab(page)).toHaveAttribute('aria-expanded', 'false');
  const source = await dragSource(trackRows(page).first());
  await source.hover();
  await page.mouse.down();
  await page.mouse.move(200, 300, { steps: 5 });
  await expect(sidebarTab(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(page).getByPlaceholder('Search by Track or Project...')).toBeVisible();
  await page.mouse.up();
});

test('reorder a project by dragging; the saved order survives a reload', async ({ page }) => {
  await openApp(page, '/project');
  await page.getByRole('button', { name: /Ocean Docuseries/ }).click();
  const title = 'Ocean Docuseries – Ep. 1-3';
  const items = projectItems(page, title);
  await expect(items.first()).toBeVisible();
  const before = await items.locator('.project-item-row__title').allInnerTexts();

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/set-items/')) saves.push(request.postData() ?? '');
  });
  // The reload comes once the server has answered the save (a reload during the call would cancel it).
  const saved = page.waitForResponse((response) => response.url().includes('/set-items/'));
  await items.nth(0).locator('.project-item-row').dragTo(items.nth(2).locator('.project-item-row'), { targetPosition: { x: 40, y: 50 } });
  const expected = [before[1], before[2], before[0], ...before.slice(3)];
  await expect(items.locator('.project-item-row__title')).toHaveText(expected);
  expect((await saved).status()).toBe(200);
  expect(saves).toHaveLength(1);

  await page.reload();
  await expect(projectItems(page, title).locator('.project-item-row__title')).toHaveText(expected);
});

test('remove a track from a project through its menu: the call names the track by its id, and it stays gone after a reload', async ({ page }) => {
  await openApp(page, '/project');
  await page.getByRole('button', { name: /Ocean Docuseries/ }).click();
  const title = 'Ocean Docuseries – Ep. 1-3';
  const items = projectItems(page, title);
  await expect(items.first()).toBeVisible();
  const before = await items.locator('.project-item-row__title').allInnerTexts();
  // The demo's API answers in the page (its service worker), so the page asks it.
  const projects = (await page.evaluate(async () => (await fetch('/api/users/me/projects/', { credentials: 'include' })).json())) as {
    title: string;
    items: { type: string; item: { id: number } }[];
  }[];
  const first = projects.find((candidate) => candidate.title === title)!.items[0];

  const removed = page.waitForRequest((request) => request.url().includes('/remove-item/'));
  await items.first().getByRole('button', { name: /^More options for / }).click();
  await page.getByRole('menuitem', { name: 'Remove from project' }).click();
  await popup(page).getByRole('button', { name: 'REMOVE' }).click();
  expect((await removed).postDataJSON()).toEqual({ item_id: first.item.id, type: first.type });
  await expect(page.getByText(`Successfully removed '${before[0]}' from '${title}'!`)).toBeVisible();
  await expect(items.locator('.project-item-row__title')).toHaveText(before.slice(1));

  await page.reload();
  await expect(projectItems(page, title).locator('.project-item-row__title')).toHaveText(before.slice(1));
});

test('create, rename, duplicate and delete a project', async ({ page }) => {
  await openApp(page, '/');
  await openMyProjects(page);
  await sidebar(page).getByRole('button', { name: 'Create a project' }).click();
  await popup(page).getByRole('button', { name: 'CREATE' }).click();
  await expect(popup(page).getByText('Title cannot be blank')).toBeVisible();
  await popup(page).getByLabel('Project Title').fill('Trailer Cues');
  await popup(page).getByRole('button', { name: 'CREATE' }).click();
  await expect(page.getByText("Created Project 'Trailer Cues'!")).toBeVisible();
  await sidebar(page).getByRole('button', { name: /Trailer Cues/ }).click();

  await sidebar(page).getByRole('button', { name: 'Project options' }).click();
  await sidebar(page).getByRole('menuitem', { name: 'Rename' }).click();
  await popup(page).getByLabel('Project Title').fill('');
  await popup(page).getByRole('button', { name: 'SAVE' }).click();
  await expect(popup(page).getByText("Title can't be blank")).toBeVisible();
  await popup(page).getByLabel('Project Title').fill('Trailer Cues v2');
  await popup(page).getByRole('button', { name: 'SAVE' }).click();
  await expect(sidebar(page).getByRole('heading', { name: 'Trailer Cues v2' })).toBeVisible();

  await sidebar(page).getByRole('button', { name: 'Project options' }).click();
  await sidebar(page).getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(popup(page).getByLabel('New Project Title')).toHaveValue('Trailer Cues v2 (copy)');
  await popup(page).getByRole('button', { name: 'DUPLICATE' }).click();
  await expect(sidebar(page).getByRole('button', { name: /Trailer Cues v2 \(copy\)/ })).toBeVisible();
  await expect(sidebar(page).getByRole('heading', { name: 'ALL PROJECTS:' })).toBeHidden();

  await sidebar(page).getByRole('button', { name: /Trailer Cues v2 \(copy\)/ }).click();
  await sidebar(page).getByRole('button', { name: 'Project options' }).click();
  await sidebar(page).getByRole('menuitem', { name: 'Delete' }).click();
  await popup(page).getByRole('button', { name: 'DELETE' }).click();
  await expect(sidebar(page).getByRole('button', { name: /Trailer Cues v2 \(copy\)/ })).toBeHidden();
  await expect(sidebar(page).getByRole('button', { name: /Trailer Cues v2/ })).toBeVisible();
});

test('a failed add rolls back and shows the error toast', async ({ page }) => {
  await page.goto('/search?type=tracks&mock=error:/api/users/me/projects/*/add/');
  await expect(trackRows(page).first()).toBeVisible({ timeout: 15_000 });
  await openMyProjects(page);
  const target = projectEntries(page).first();
  const count = await target.locator('.project-entry__count').innerText();
  await (await dragSource(trackRows(page).nth(5))).dragTo(target);
  await expect(page.getByText('Error adding item to project.')).toBeVisible();
  await expect(target.locator('.project-entry__count')).toHaveText(count);
});

test("after signing out and in as another person, none of the first person's projects shows", async ({ page }) => {
  await openApp(page, '/');
  await openMyProjects(page);
  await expect(projectEntries(page)).toHaveCount(3);
  await footer(page).getByRole('button', { name: 'Logout' }).or(footer(page).getByRole('link', { name: 'Logout' })).click();
  await signIn(page, PERSONAS.mp3);
  await openMyProjects(page);
  await expect(sidebar(page).getByText('Click the + to create a project!')).toBeVisible();
  await expect(sidebar(page).getByText('Ocean Docuseries')).toHaveCount(0);
  await openApp(page, '/project');
  await expect(page.getByText('Ocean Docuseries')).toHaveCount(0);
});

test('with the sidebar open on a wide screen, the page makes room: every row menu stays reachable', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await searchTracks(page);
  await openMyProjects(page);
  const panel = await sidebar(page).boundingBox();
  const menu = trackRows(page).first().getByRole('button', { name: /^More options for / }).first();
  await expect.poll(async () => ((await menu.boundingBox())?.x ?? Infinity) + ((await menu.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(panel?.x ?? 0);
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Download', exact: true })).toBeVisible();
});

test('with the sidebar closed, its tab covers none of the page: the search button and row menus are left of it', async ({ page }) => {
  for (const width of [800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await searchTracks(page);
    const tab = await page.getByRole('button', { name: 'MY PROJECTS, open sidebar' }).boundingBox();
    const search = await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).boundingBox();
    const menu = await trackRows(page).first().getByRole('button', { name: /^More options for / }).first().boundingBox();
    expect(search!.x + search!.width).toBeLessThanOrEqual(tab!.x);
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(tab!.x);
  }
});

test('a long project renders only the rows in view, and every item is reached by scrolling', async ({ page }) => {
  await openApp(page, '/');
  const title = 'Two hundred cues';
  const count = 200;
  await page.evaluate(
    async ({ title, count }) => {
      const ids: number[] = [];
      for (let p = 1; ids.length < count; p += 1) {
        const response = await fetch(`/api/music/tracks/?page=${p}&pagesize=48`, { credentials: 'include' });
        ids.push(...((await response.json()) as { results: { id: number }[] }).results.map((track) => track.id));
      }
      const csrf = decodeURIComponent(/(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      await fetch('/api/users/me/projects/', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
        body: JSON.stringify({ title, description: '', item_data: ids.slice(0, count).map((id, i) => ({ id, type: 'track', position: i + 1 })) }),
      });
    },
    { title, count },
  );
  await openApp(page, '/search?type=tracks');
  await openMyProjects(page);
  await sidebar(page).getByRole('button', { name: new RegExp(title) }).first().click();
  await expect(sidebar(page).locator(".project-detail__count")).toHaveText(`${count} tracks`);
  const items = projectItems(sidebar(page), title);
  await expect(sidebar(page).getByRole('grid', { name: `Tracks in ${title}` })).toHaveAttribute('aria-rowcount', String(count));
  expect(await items.count()).toBeLessThan(40);

  // Scroll the sidebar to the end: the last item is rendered and in view.
  await sidebar(page).locator('.user-sidebar__content').evaluate((content) => content.scrollTo(0, content.scrollHeight));
  const last = sidebar(page)
    .getByRole('grid', { name: `Tracks in ${title}` })
    .getByRole('row', { name: new RegExp(`, ${count} of ${count}\\. Alt\\+Up or Alt\\+Down moves it\\.$`) });
  await expect(last).toBeInViewport();
  expect(await items.count()).toBeLessThan(40);
});
