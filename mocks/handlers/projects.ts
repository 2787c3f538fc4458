import type { RequestHandler } from 'msw';
import type { ProjectAddResultDto } from '@/shared/api/contract/dto';
import { compareCodeUnits, type UserRecord } from '../lib/domain/records';
import { api } from '../lib/server/contract-http';
import { errorMessage, fieldErrors, json, MESSAGES, noContent, notFound, readJson, stringField } from '../lib/server/http';
import { serializeProject } from '../serializers/project';
import {
  createProject, deleteProject, entriesFor, findEntryItem, findProject, insertEntries, projectsOf, PROJECT_ORDERINGS,
  removeItem, resolveEntry, setEntries, touchProject, type Entry, type ProjectOrdering,
} from '../lib/domain/projects';
import { requireUser } from '../lib/server/session';

export const PROJECT_MESSAGES = {
  alreadyInProject: 'Item already in project.',
  allAlreadyInProject: 'All items are already in project.',
  itemNotFound: 'Item not found.',
  notInProject: 'Item not in project.',
} as const;

/**
 * The user's own project, or throws 404 (someone else's project is "not found" too, so its
 * existence is not revealed). Reads also accept the numeric id (`/project/{id}` links); changes
 * name the project by uuid only.
 */
function ownedProject(key: string, user: UserRecord, { byId = false } = {}) {
  const found = findProject(key);
  if (!found || (!byId && found.uuid !== key) || found.ownerId !== user.id) throw notFound();
  return found;
}

function titleErrors(body: Record<string, unknown>, required: boolean) {
  if (!('title' in body)) return required ? fieldErrors({ title: [MESSAGES.required] }) : null;
  return stringField(body, 'title') ? null : fieldErrors({ title: [MESSAGES.blank] });
}

function asArray(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null) : [];
}

/** `item_data` ([{id, type, position?}]) and `collections` ([{type, id}]) to entries; unknown items skipped. */
function entriesFromBody(body: Record<string, unknown>, user: UserRecord): Entry[] {
  const items = asArray(body.item_data).sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
  const fromItems = items.flatMap((item) => entriesFor(String(item.type ?? 'track'), Number(item.id), user) ?? []);
  const fromCollections = asArray(body.collections).flatMap(
    (c) => entriesFor(String(c.type), String(c.id ?? c.disc_number ?? ''), user) ?? [],
  );
  return [...fromItems, ...fromCollections];
}

function matchesSearch(search: string, user: UserRecord) {
  const needle = search.toLowerCase();
  return (project: ReturnType<typeof projectsOf>[number]) => {
    if (project.title.toLowerCase().includes(needle)) return true;
    return serializeProject(project, user).items.some(
      ({ item }) => item.full_title.toLowerCase().includes(needle) || item.title.toLowerCase().includes(needle),
    );
  };
}

function sortProjects<T extends { title: string; updated_at: string }>(projects: T[], ordering: ProjectOrdering): T[] {
  const field = ordering.replace('-', '') as 'title' | 'updated_at';
  const sign = ordering.startsWith('-') ? -1 : 1;
  // Ties (same title) fall back to the most recent first, so the order never flickers between calls.
  return [...projects].sort(
    (a, b) =>
      sign * a[field].localeCompare(b[field], undefined, { sensitivity: 'base' }) || compareCodeUnits(b.updated_at, a.updated_at),
  );
}

export const projectHandlers: RequestHandler[] = [
  api.get('/api/users/me/projects/', ({ request }) => {
    const user = requireUser(request);
    const params = new URL(request.url).searchParams;
    const search = params.get('search')?.trim() ?? '';
    const wanted = params.get('ordering') ?? '-updated_at';
    const ordering = (PROJECT_ORDERINGS as readonly string[]).includes(wanted) ? (wanted as ProjectOrdering) : '-updated_at';
    const projects = projectsOf(user.id).filter(search ? matchesSearch(search, user) : () => true);
    return json(sortProjects(projects, ordering).map((project) => serializeProject(project, user)));
  }),

  api.post('/api/users/me/projects/', async ({ request }) => {
    const user = requireUser(request);
    const body = await readJson(request);
    const invalid = titleErrors(body, true);
    if (invalid) return invalid;
    const project = createProject(user, { title: stringField(body, 'title'), description: stringField(body, 'description') });
    insertEntries(project.uuid, entriesFromBody(body, user));
    return json(serializeProject(findProject(project.uuid) ?? project, user), 201);
  }),

  api.get('/api/users/me/projects/{uuid}/', ({ request, params }) => {
    const user = requireUser(request);
    return json(serializeProject(ownedProject(params.uuid, user, { byId: true }), user));
  }),

  api.patch('/api/users/me/projects/{uuid}/', async ({ request, params }) => {
    const user = requireUser(request);
    const project = ownedProject(params.uuid, user);
    const body = await readJson(request);
    const invalid = titleErrors(body, false);
    if (invalid) return invalid;
    const changes: { title?: string; description?: string } = {};
    if ('title' in body) changes.title = stringField(body, 'title');
    if (typeof body.description === 'string') changes.description = body.description;
    touchProject(project.uuid, changes);
    return json(serializeProject(ownedProject(project.uuid, user), user));
  }),

  api.delete('/api/users/me/projects/{uuid}/', ({ request, params }) => {
    const user = requireUser(request);
    deleteProject(ownedProject(params.uuid, user).uuid);
    return noContent();
  }),

  api.post('/api/users/me/projects/{uuid}/duplicate/', async ({ request, params }) => {
    const user = requireUser(request);
    const source = ownedProject(params.uuid, user);
    const body = await readJson(request);
    const invalid = titleErrors(body, false);
    if (invalid) return invalid;
    const title = 'title' in body ? stringField(body, 'title') : `${source.title} (copy)`;
    const copy = createProject(user, { title, description: source.description });
    const entries = serializeProject(source, user).items.map((item) => ({ type: item.type, itemId: item.item.id }));
    setEntries(copy.uuid, entries);
    return json(serializeProject(copy, user), 201);
  }),

  api.post('/api/users/me/projects/{uuid}/add/', async ({ request, params }) => {
    const user = requireUser(request);
    const project = ownedProject(params.uuid, user);
    const body = await readJson(request);
    const entries = entriesFor(String(body.type ?? 'track'), String(body.id ?? ''), user);
    if (!entries || entries.length === 0) return errorMessage(PROJECT_MESSAGES.itemNotFound, 404);
    const position = Number(body.track_number ?? -1);
    const { duplicates, added, moved } = insertEntries(project.uuid, entries, Number.isFinite(position) ? position : -1);
    if (added.length === 0 && moved.length === 0) {
      return errorMessage(entries.length === 1 ? PROJECT_MESSAGES.alreadyInProject : PROJECT_MESSAGES.allAlreadyInProject);
    }
    touchProject(project.uuid);
    const result: ProjectAddResultDto = {
      ...serializeProject(ownedProject(project.uuid, user), user),
      duplicates: duplicates.map((d) => ({ id: d.itemId, type: d.type })),
    };
    return json(result);
  }),

  // `{item_id, type}` names the track or stem (its catalogue id), as add and set-items do: a project
  // holds each track and each stem once (add skips duplicates, set-items keeps a repeat once), so the
  // id and type name exactly one item. The project item's own id is not what this call takes.
  api.post('/api/users/me/projects/{uuid}/remove-item/', async ({ request, params }) => {
    const user = requireUser(request);
    const project = ownedProject(params.uuid, user);
    const body = await readJson(request);
    if (!('item_id' in body) || body.item_id === null || body.item_id === '') return fieldErrors({ item_id: [MESSAGES.required] });
    const catalogueId = Number(body.item_id);
    if (!Number.isInteger(catalogueId)) return fieldErrors({ item_id: [MESSAGES.invalidInteger] });
    const type = body.type === 'stem' ? 'stem' : 'track';
    const item = findEntryItem(project.uuid, { type, itemId: catalogueId });
    if (!item) return errorMessage(PROJECT_MESSAGES.notInProject, 404);
    removeItem(project.uuid, item.id);
    touchProject(project.uuid);
    return json(serializeProject(ownedProject(project.uuid, user), user));
  }),

  api.post('/api/users/me/projects/{uuid}/set-items/', async ({ request, params }) => {
    const user = requireUser(request);
    const project = ownedProject(params.uuid, user);
    const items = asArray((await readJson(request)).item_data).sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
    const entries: Entry[] = [];
    for (const item of items) {
      const entry = resolveEntry(String(item.type ?? 'track'), Number(item.id), user);
      if (!entry) return errorMessage(`${PROJECT_MESSAGES.itemNotFound} (${String(item.type)} ${String(item.id)})`);
      if (!entries.some((e) => e.type === entry.type && e.itemId === entry.itemId)) entries.push(entry);
    }
    setEntries(project.uuid, entries);
    touchProject(project.uuid);
    return json(serializeProject(ownedProject(project.uuid, user), user));
  }),
];
