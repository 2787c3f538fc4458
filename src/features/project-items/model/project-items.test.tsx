import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS, scenarioHandlers, server, signInAs, takeContractMismatches } from '@mocks/node';
import { get } from '@mocks/lib/testing/client';
import { useProject, type ProjectItem } from '@/entities/project';
import type { ProjectDto, TrackDto } from '@/shared/api';
import { resetNotify } from '@/shared/lib/notify';
import { renderWithProviders } from '@/shared/lib/test';
import { ToastProvider } from '@/shared/ui/toast';
import { useAddToProject } from './use-add-to-project';
import { useRemoveProjectItem } from './use-remove-project-item';
import { useSaveProjectItems } from './use-save-project-items';

let projects: ProjectDto[];
let target: ProjectDto;
/** A track from another project, not yet in `target`. */
let fresh: TrackDto;

beforeEach(async () => {
  resetNotify();
  signInAs(PERSONAS.listener);
  projects = await (await get('/api/users/me/projects/')).json();
  target = projects[0];
  const inTarget = new Set(target.items.map((item) => `${item.type}-${item.item.id}`));
  fresh = projects[1].items.find((item) => item.type === 'track' && !inTarget.has(`track-${item.item.id}`))!.item;
});

/** Shows the project's items and offers the actions a user triggers (drop, popup, keyboard). */
function Harness({ onSaveItems }: { onSaveItems?: (save: (items: ProjectItem[]) => void, items: ProjectItem[]) => void }) {
  const { project } = useProject(target.uuid);
  const add = useAddToProject();
  const [remove] = useRemoveProjectItem();
  const save = useSaveProjectItems();
  if (!project) return <p>Loading...</p>;
  const first = project.items[0];
  return (
    <>
      <ToastProvider />
      <ol aria-label="items">
        {project.items.map((item) => (
          <li key={item.key}>{item.track.full_title}</li>
        ))}
      </ol>
      <button type="button" onClick={() => void add({ project: target, item: { id: fresh.id, type: 'track', title: fresh.full_title }, track: fresh })}>
        add fresh
      </button>
      <button type="button" onClick={() => void add({ project: target, item: { id: first.track.id, type: first.type, title: first.track.full_title } })}>
        add first again
      </button>
      <button type="button" onClick={() => void remove({ project: target, item: { id: first.track.id, type: first.type, title: first.track.full_title } })}>
        remove first
      </button>
      <button type="button" onClick={() => onSaveItems?.((items) => void save(target.uuid, items), project.items)}>
        save
      </button>
    </>
  );
}

const titles = () => within(screen.getByRole('list', { name: 'items' })).getAllByRole('listitem').map((li) => li.textContent);

describe('adding to a project', () => {
  it('shows the item at once, then the success toast', async () => {
    server.use(...scenarioHandlers('slow:300'));
    renderWithProviders(<Harness />);
    await screen.findByRole('list', { name: 'items' });
    await userEvent.click(screen.getByRole('button', { name: 'add fresh' }));
    expect(titles().at(-1)).toBe(fresh.full_title);
    expect(await screen.findByText(`'${fresh.full_title}' added to project '${target.title}'!`, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(titles()).toHaveLength(target.items.length + 1);
  });

  it('rolls the item back and says "Error adding item to project." when the server fails', async () => {
    server.use(...scenarioHandlers('slow:200', 'error:/api/users/me/projects/*/add/'));
    renderWithProviders(<Harness />);
    await screen.findByRole('list', { name: 'items' });
    await userEvent.click(screen.getByRole('button', { name: 'add fresh' }));
    expect(titles().at(-1)).toBe(fresh.full_title);
    expect(await screen.findByText('Error adding item to project.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(titles()).toEqual(target.items.map((item) => item.item.full_title));
  });

  it('warns "{title} is already in project." for an item the project holds', async () => {
    renderWithProviders(<Harness />);
    await screen.findByRole('list', { name: 'items' });
    await userEvent.click(screen.getByRole('button', { name: 'add first again' }));
    const first = target.items[0].item.full_title;
    expect(await screen.findByText(`${first} is already in project.`)).toBeInTheDocument();
    expect(titles()).toHaveLength(target.items.length);
  });

  it('appends the duplicate note when the server skipped duplicates', async () => {
    server.use(
      http.post('*/api/users/me/projects/:uuid/add/', () => HttpResponse.json({ ...target, duplicates: [{ id: 1, type: 'track' }] })),
    );
    renderWithProviders(<Harness />);
    await screen.findByRole('list', { name: 'items' });
    await userEvent.click(screen.getByRole('button', { name: 'add fresh' }));
    const toast = await screen.findByText((_, node) => node?.textContent === `'${fresh.full_title}' added to project '${target.title}'!\nSome duplicate items were not added.` && node.children.length === 0);
    expect(toast).toBeInTheDocument();
  });
});

describe('removing from a project', () => {
  it('removes at once and confirms; the call names the track or stem by its id and type, as add does', async () => {
    const bodies: unknown[] = [];
    const onRequest = async ({ request }: { request: Request }) => {
      if (request.url.includes('/remove-item/')) bodies.push(await request.clone().json());
    };
    server.events.on('request:start', onRequest);
    server.use(...scenarioHandlers('slow:200'));
    renderWithProviders(<Harness />);
    await screen.findByRole('list', { name: 'items' });
    const first = target.items[0].item.full_title;
    await userEvent.click(screen.getByRole('button', { name: 'remove first' }));
    expect(titles()).not.toContain(first);
    expect(await screen.findByText(`Successfully removed '${first}' from '${target.title}'!`, {}, { timeout: 3000 })).toBeInTheDocument();
    server.events.removeListener('request:start', onRequest);
    expect(bodies).toEqual([{ item_id: target.items[0].item.id, type: target.items[0].type }]);
  });

  it('puts the item back with an error toast when the server refuses', async () => {
    server.use(...scenarioHandlers('slow:200', 'error:/api/users/me/projects/*/remove-item/'));
    renderWithProviders(<Harness />);
    await screen.findByRole('list', { name: 'items' });
    const first = target.items[0].item.full_title;
    await userEvent.click(screen.getByRole('button', { name: 'remove first' }));
    expect(titles()).not.toContain(first);
    expect(await screen.findByText(`Failed to remove '${first}' from '${target.title}'.`, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(titles()[0]).toBe(first);
  });

  it('reads the project again when the server answers something other than the project (the spec does not show the answer)', async () => {
    const reads: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === `/api/users/me/projects/${target.uuid}/`) reads.push(request.url);
    };
    server.use(http.post('*/api/users/me/projects/:uuid/remove-item/', () => HttpResponse.json({ detail: 'Removed.' })));
    renderWithProviders(<Harness />);
    await screen.findByRole('list', { name: 'items' });
    server.events.on('request:start', onRequest);
    const first = target.items[0].item.full_title;
    await userEvent.click(screen.getByRole('button', { name: 'remove first' }));
    expect(await screen.findByText(`Successfully removed '${first}' from '${target.title}'!`, {}, { timeout: 3000 })).toBeInTheDocument();
    // This server did not remove it: the project as read again is what the list shows.
    await waitFor(() => expect(reads).toHaveLength(1));
    await waitFor(() => expect(titles()).toEqual(target.items.map((item) => item.item.full_title)));
    server.events.removeListener('request:start', onRequest);
    // The answer is off the contract on purpose: a server built from the spec alone may send it.
    expect(await takeContractMismatches()).toEqual([expect.objectContaining({ side: 'answer' })]);
  });
});

describe('saving the order', () => {
  it('sends the full ordered list of {id, type, position} once', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('/set-items/')) bodies.push(await request.clone().json());
    });
    renderWithProviders(<Harness onSaveItems={(save, items) => save([...items].reverse())} />);
    await screen.findByRole('list', { name: 'items' });
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    const reversed = [...target.items].reverse();
    expect(titles()).toEqual(reversed.map((item) => item.item.full_title));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ item_data: reversed.map((item, index) => ({ id: item.item.id, type: item.type, position: index + 1 })) });
    server.events.removeAllListeners();
  });

  it('rolls back and says "Error updating project." when set-items fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...scenarioHandlers('slow:200', 'error:/api/users/me/projects/*/set-items/'));
    renderWithProviders(<Harness onSaveItems={(save, items) => save([...items].reverse())} />);
    await screen.findByRole('list', { name: 'items' });
    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('Error updating project.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(titles()).toEqual(target.items.map((item) => item.item.full_title));
    expect(log).toHaveBeenCalledWith('Failed to update project items', expect.anything());
    await act(async () => {});
    log.mockRestore();
  });
});
