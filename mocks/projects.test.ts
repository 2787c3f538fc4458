import { beforeEach, describe, expect, it } from 'vitest';
import type { ActivityPageDto, ProjectDto } from '@/shared/api/contract/dto';
import { db } from './db';
import { get, login, post, send } from './lib/testing/client';
import { PERSONAS } from './seed/people';

async function listProjects(query = ''): Promise<ProjectDto[]> {
  return (await get(`/api/users/me/projects/${query}`)).json();
}

const entries = (project: ProjectDto) => project.items.map((item) => `${item.type}:${item.item.id}`);

function someTrackIds(count: number, skip = 0): number[] {
  return db.track.findMany({ where: { type: { equals: 'track' } } }).slice(skip, skip + count).map((t) => t.id);
}

describe('mock server: projects', () => {
  beforeEach(async () => {
    await login(PERSONAS.listener);
  });

  it("lists the listener's three projects, most recent first, with track and stem items", async () => {
    const projects = await listProjects();
    expect(projects).toHaveLength(3);
    expect(projects.map((p) => p.title)).toEqual(['Ocean Docuseries – Ep. 1-3', 'Spring Car Commercial', 'Podcast Intro Options']);
    const types = new Set(projects.flatMap((p) => p.items.map((item) => item.type)));
    expect(types).toEqual(new Set(['track', 'stem']));
    for (const project of projects) {
      expect(project.track_count).toBe(project.items.length);
      expect(project.items.map((item) => item.position)).toEqual(project.items.map((_, i) => i + 1));
    }
  });

  it('sorts by title and searches project and track titles', async () => {
    expect((await listProjects('?ordering=title')).map((p) => p.title)[0]).toBe('Ocean Docuseries – Ep. 1-3');
    expect((await listProjects('?ordering=-title')).map((p) => p.title)[0]).toBe('Spring Car Commercial');
    expect((await listProjects('?search=podcast')).map((p) => p.title)).toEqual(['Podcast Intro Options']);
    const [first] = await listProjects();
    const trackTitle = first.items[0].item.full_title;
    expect((await listProjects(`?search=${encodeURIComponent(trackTitle)}`)).map((p) => p.uuid)).toContain(first.uuid);
  });

  it('creates a project with items, and refuses a blank title', async () => {
    const [a, b] = someTrackIds(2);
    const created = await post('/api/users/me/projects/', { title: 'Trailer', description: '', item_data: [{ id: b, type: 'track' }, { id: a, type: 'track' }] });
    expect(created.status).toBe(201);
    const project: ProjectDto = await created.json();
    expect(project).toMatchObject({ title: 'Trailer', description: '', track_count: 2 });
    expect(entries(project)).toEqual([`track:${b}`, `track:${a}`]);
    expect((await listProjects())[0].uuid).toBe(project.uuid);

    const blank = await post('/api/users/me/projects/', { title: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ title: ['This field may not be blank.'] });
  });

  it('adds at a position, reports an item already in the project, removes and reorders', async () => {
    const [project] = await listProjects();
    const [fresh] = someTrackIds(1, 40).filter((id) => !entries(project).includes(`track:${id}`));
    const added = await post(`/api/users/me/projects/${project.uuid}/add/`, { id: fresh, type: 'track', track_number: 1 });
    const afterAdd = await added.json();
    expect(entries(afterAdd)[0]).toBe(`track:${fresh}`);
    expect(afterAdd.duplicates).toEqual([]);

    const again = await post(`/api/users/me/projects/${project.uuid}/add/`, { id: fresh, type: 'track', track_number: -1 });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toMatch(/already in project/);

    const removed = await post(`/api/users/me/projects/${project.uuid}/remove-item/`, { item_id: fresh, type: 'track' });
    expect(entries(await removed.json())).toEqual(entries(project));

    const reversed = [...project.items].reverse().map((item, index) => ({ id: item.item.id, type: item.type, position: index + 1 }));
    const reordered = await post(`/api/users/me/projects/${project.uuid}/set-items/`, { item_data: reversed });
    expect(entries(await reordered.json())).toEqual([...entries(project)].reverse());
  });

  it('adds a whole album and reports the duplicates it skipped', async () => {
    const [project] = await listProjects();
    const albumId = db.track.findFirst({ where: { type: { equals: 'track' } } })!.albumId;
    await post(`/api/users/me/projects/${project.uuid}/add/`, { id: albumId, type: 'album', track_number: -1 });
    const second = await post(`/api/users/me/projects/${project.uuid}/add/`, { id: albumId, type: 'album', track_number: -1 });
    expect(second.status).toBe(400);
    expect((await second.json()).error).toBe('All items are already in project.');
  });

  it('renames, duplicates and deletes', async () => {
    const [project] = await listProjects();
    const renamed = await send('PATCH', `/api/users/me/projects/${project.uuid}/`, { title: 'Renamed' });
    expect(await renamed.json()).toMatchObject({ title: 'Renamed' });

    const copy: ProjectDto = await (await post(`/api/users/me/projects/${project.uuid}/duplicate/`, {})).json();
    expect(copy.title).toBe('Renamed (copy)');
    expect(entries(copy)).toEqual(entries(project));
    expect(copy.uuid).not.toBe(project.uuid);

    const deleted = await send('DELETE', `/api/users/me/projects/${project.uuid}/`);
    expect(deleted.status).toBe(204);
    expect((await get(`/api/users/me/projects/${project.uuid}/`)).status).toBe(404);
  });

  it("hides another user's project", async () => {
    const [project] = await listProjects();
    await login(PERSONAS.mp3);
    expect((await get(`/api/users/me/projects/${project.uuid}/`)).status).toBe(404);
    expect(await listProjects()).toEqual([]);
  });
});

describe('mock server: project items behave like the real server', () => {
  beforeEach(async () => {
    await login(PERSONAS.listener);
  });

  const ids = (project: ProjectDto) => project.items.map((item) => item.id);
  const path = (project: ProjectDto, action: string) => `/api/users/me/projects/${project.uuid}/${action}/`;

  it('keeps item ids through add, move, remove and set-items, and never hands a removed id out again', async () => {
    const [project] = await listProjects();
    const before = new Map(project.items.map((item) => [`${item.type}:${item.item.id}`, item.id]));
    const [fresh, other] = someTrackIds(2, 50).filter((id) => !before.has(`track:${id}`));

    const added: ProjectDto = await (await post(path(project, 'add'), { id: fresh, type: 'track', track_number: 2 })).json();
    expect(entries(added)[1]).toBe(`track:${fresh}`);
    for (const item of added.items) {
      const key = `${item.type}:${item.item.id}`;
      if (key !== `track:${fresh}`) expect(item.id, key).toBe(before.get(key));
    }
    expect(added.items.map((item) => item.position)).toEqual(added.items.map((_, i) => i + 1));
    const freshItemId = added.items[1].id;
    expect(ids(project)).not.toContain(freshItemId);

    const reversed = [...added.items].reverse().map((item, i) => ({ id: item.item.id, type: item.type, position: i + 1 }));
    const reordered: ProjectDto = await (await post(path(project, 'set-items'), { item_data: reversed })).json();
    expect(ids(reordered)).toEqual([...ids(added)].reverse());

    await post(path(project, 'remove-item'), { item_id: fresh, type: 'track' });
    const again: ProjectDto = await (await post(path(project, 'add'), { id: other, type: 'track', track_number: -1 })).json();
    expect(entries(again).at(-1)).toBe(`track:${other}`);
    expect(again.items.at(-1)!.id).toBeGreaterThan(freshItemId);
    const readd: ProjectDto = await (await post(path(project, 'add'), { id: fresh, type: 'track', track_number: -1 })).json();
    expect(readd.items.at(-1)!.id).not.toBe(freshItemId);
  });

  it('moves an item already in the project when added at a position; appending it again is a duplicate', async () => {
    const [project] = await listProjects();
    const last = project.items.at(-1)!;
    const moved = await post(path(project, 'add'), { id: last.item.id, type: last.type, track_number: 1 });
    expect(moved.status).toBe(200);
    const body = await moved.json();
    expect(body.items[0]).toMatchObject({ id: last.id, position: 1 });
    expect(body.duplicates).toEqual([]);
    expect(body.items).toHaveLength(project.items.length);

    const appended = await post(path(project, 'add'), { id: last.item.id, type: last.type, track_number: -1 });
    expect(appended.status).toBe(400);
    expect(await appended.json()).toEqual({ error: 'Item already in project.' });
  });

  it('reports the duplicates of an album add in the answer', async () => {
    const [project] = await listProjects();
    const track = db.track.findFirst({ where: { type: { equals: 'track' } } })!;
    await post(path(project, 'add'), { id: track.id, type: 'track', track_number: -1 });
    const answer = await (await post(path(project, 'add'), { id: track.albumId, type: 'album', track_number: -1 })).json();
    expect(answer.duplicates).toEqual([{ id: track.id, type: 'track' }]);
  });

  it('moves updated_at forward on every change and lists the changed project first', async () => {
    const projects = await listProjects();
    const oldest = projects.at(-1)!;
    const steps: [string, unknown][] = [
      ['set-items', { item_data: oldest.items.map((item, i) => ({ id: item.item.id, type: item.type, position: i + 1 })) }],
      ['remove-item', { item_id: oldest.items[0].item.id, type: oldest.items[0].type }],
    ];
    let previous = oldest.updated_at;
    for (const [action, body] of steps) {
      const changed: ProjectDto = await (await post(path(oldest, action), body)).json();
      expect(changed.updated_at > previous, action).toBe(true);
      previous = changed.updated_at;
      expect((await listProjects())[0].uuid).toBe(oldest.uuid);
    }
    const renamed: ProjectDto = await (await send('PATCH', `/api/users/me/projects/${oldest.uuid}/`, { title: 'X' })).json();
    expect(renamed.updated_at > previous).toBe(true);
  });

  it('removes by the track or stem id and its type, as add and set-items name items; anything else is 404', async () => {
    const [project] = await listProjects();
    const stem = project.items.find((item) => item.type === 'stem')!;
    const track = project.items.find((item) => item.type === 'track')!;
    // The stem's id with the type track names no item of this project (a track and a stem may share a number).
    const asTrack = await post(path(project, 'remove-item'), { item_id: stem.item.id, type: 'track' });
    if (!project.items.some((item) => item.type === 'track' && item.item.id === stem.item.id)) expect(asTrack.status).toBe(404);
    // The project item's own id is not what the call names.
    const unknownId = Math.max(...project.items.map((item) => item.item.id), ...project.items.map((item) => item.id)) + 1000;
    const notThere = await post(path(project, 'remove-item'), { item_id: unknownId, type: 'track' });
    expect(notThere.status).toBe(404);
    expect(await notThere.json()).toEqual({ error: 'Item not in project.' });
    expect((await post(path(project, 'remove-item'), { type: 'track' })).status).toBe(400);
    expect(await (await post(path(project, 'remove-item'), { item_id: 'x', type: 'track' })).json()).toEqual({ item_id: ['A valid integer is required.'] });

    const withoutStem: ProjectDto = await (await post(path(project, 'remove-item'), { item_id: stem.item.id, type: 'stem' })).json();
    expect(entries(withoutStem)).toEqual(entries(project).filter((entry) => entry !== `stem:${stem.item.id}`));
    // The other items keep their own ids.
    expect(ids(withoutStem)).toEqual(ids(project).filter((id) => id !== stem.id));
    const withoutTrack: ProjectDto = await (await post(path(project, 'remove-item'), { item_id: track.item.id, type: 'track' })).json();
    expect(entries(withoutTrack)).not.toContain(`track:${track.item.id}`);
  });

  it("refuses a project item's own id in remove-item (the spec's item_id is the catalogue id)", async () => {
    const [project] = await listProjects();
    const item = project.items.find((candidate) => !project.items.some((other) => other.item.id === candidate.id && other.type === candidate.type))!;
    const byOwnId = await post(path(project, 'remove-item'), { item_id: item.id, type: item.type });
    expect(byOwnId.status).toBe(404);
    expect(entries(await (await send('GET', `/api/users/me/projects/${project.uuid}/`)).json())).toEqual(entries(project));
  });

  it('opens a project by its numeric id; changes need the uuid; 404 for another user by either key', async () => {
    const [project] = await listProjects();
    const byId: ProjectDto = await (await get(`/api/users/me/projects/${project.id}/`)).json();
    expect(byId.uuid).toBe(project.uuid);
    expect((await send('PATCH', `/api/users/me/projects/${project.id}/`, { title: 'X' })).status).toBe(404);
    await login(PERSONAS.mp3);
    expect((await get(`/api/users/me/projects/${project.id}/`)).status).toBe(404);
    expect((await post(`/api/users/me/projects/${project.uuid}/add/`, { id: 1, type: 'track', track_number: -1 })).status).toBe(404);
    expect((await send('DELETE', `/api/users/me/projects/${project.uuid}/`)).status).toBe(404);
  });

  it('searches project titles and the titles of tracks inside; orders by title both ways', async () => {
    const [, second] = await listProjects();
    const title = second.items[0].item.title;
    const found = await listProjects(`?search=${encodeURIComponent(title.toUpperCase())}`);
    expect(found.map((p) => p.uuid)).toContain(second.uuid);
    expect(await listProjects('?search=zzzz-nothing')).toEqual([]);
    const az = (await listProjects('?ordering=title')).map((p) => p.title);
    expect((await listProjects('?ordering=-title')).map((p) => p.title)).toEqual([...az].reverse());
  });
});

describe('mock server: projects of the PRO persona', () => {
  it('never adds or returns a BMI track', async () => {
    await login(PERSONAS.pro);
    const bmi = new Set(db.composer.findMany({ where: { pro: { equals: 'BMI' } } }).map((c) => c.id));
    const bmiTrack = db.track.findMany({ where: { type: { equals: 'track' } } }).find((t) => t.composerIds.some((id) => bmi.has(id)));
    expect(bmiTrack).toBeDefined();
    const [project] = await listProjects();
    const response = await post(`/api/users/me/projects/${project.uuid}/add/`, { id: bmiTrack!.id, type: 'track', track_number: -1 });
    expect(response.status).toBe(404);
    for (const item of project.items) {
      expect(item.item.composers.some((c) => c.pro === 'BMI') || item.item.publishers.some((p) => p.pro === 'BMI')).toBe(false);
    }
  });
});

describe('mock server: activity', () => {
  it('pages by limit/offset and filters by type', async () => {
    await login(PERSONAS.listener);
    const first: ActivityPageDto = await (await get('/api/users/me/activity/?limit=20&offset=0')).json();
    expect(first.count).toBeGreaterThan(20);
    expect(first.results).toHaveLength(20);
    expect(first.previous).toBeNull();
    expect(first.next).toContain('offset=20');
    const timestamps = first.results.map((r) => r.timestamp);
    expect([...timestamps].sort().reverse()).toEqual(timestamps);

    const last: ActivityPageDto = await (await fetch(first.next!, { credentials: 'include' })).json();
    expect(last.results.length).toBe(Math.min(20, first.count - 20));

    for (const type of ['download', 'cuesheet', 'share'] as const) {
      const page: ActivityPageDto = await (await get(`/api/users/me/activity/?limit=20&offset=0&activity_type=${type}`)).json();
      expect(page.count, type).toBeGreaterThan(0);
      expect(page.results.every((r) => r.activity_type === type)).toBe(true);
    }
    const cuesheet: ActivityPageDto = await (await get('/api/users/me/activity/?activity_type=cuesheet')).json();
    expect(cuesheet.results[0]).toMatchObject({ activity_type_display: 'Cuesheet' });
    expect(cuesheet.results[0].content_object.title).not.toBe('');
  });

  it('rejects an unknown activity type', async () => {
    await login(PERSONAS.listener);
    expect((await get('/api/users/me/activity/?activity_type=stream')).status).toBe(400);
  });
});
