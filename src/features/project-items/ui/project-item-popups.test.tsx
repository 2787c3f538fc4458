import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS, scenarioHandlers, server, signInAs } from '@mocks/node';
import { get } from '@mocks/lib/testing/client';
import type { ProjectDto, TrackDto } from '@/shared/api';
import { resetNotify } from '@/shared/lib/notify';
import { renderWithProviders } from '@/shared/lib/test';
import { ToastProvider } from '@/shared/ui/toast';
import { AddToProjectPopup } from './add-to-project-popup';
import { RemoveTrackPopup } from './remove-track-popup';

let projects: ProjectDto[];
let fresh: TrackDto;
const project = async (uuid: string): Promise<ProjectDto> => (await get(`/api/users/me/projects/${uuid}/`)).json();

beforeEach(async () => {
  resetNotify();
  signInAs(PERSONAS.listener);
  projects = await (await get('/api/users/me/projects/')).json();
  const inFirst = new Set(projects[0].items.map((item) => `${item.type}-${item.item.id}`));
  fresh = projects[2].items.find((item) => item.type === 'track' && !inFirst.has(`track-${item.item.id}`))!.item;
});

function renderAdd(close = vi.fn()) {
  const item = { type: 'track' as const, id: fresh.id, title: fresh.full_title };
  renderWithProviders(
    <>
      <ToastProvider />
      <AddToProjectPopup name="add" props={{ item, track: fresh }} close={close} closeAll={close} />
    </>,
  );
  return close;
}

describe('add popup', () => {
  it('preselects the first project and adds to it', async () => {
    const close = renderAdd();
    const select = await screen.findByRole('combobox', { name: 'Project' });
    expect(select).toHaveValue(projects[0].uuid);
    await userEvent.click(screen.getByRole('button', { name: 'ADD' }));
    expect(await screen.findByText(`'${fresh.full_title}' added to project '${projects[0].title}'!`)).toBeInTheDocument();
    expect(close).toHaveBeenCalled();
    expect((await project(projects[0].uuid)).items.at(-1)!.item.id).toBe(fresh.id);
  });

  it('a typed new name wins: creates that project, then adds the item to it', async () => {
    renderAdd();
    await screen.findByRole('combobox', { name: 'Project' });
    await userEvent.type(screen.getByLabelText('Or create a new project'), 'Brand New');
    await userEvent.click(screen.getByRole('button', { name: 'ADD' }));
    expect(await screen.findByText(`'${fresh.full_title}' added to project 'Brand New'!`)).toBeInTheDocument();
    expect(screen.getByText("Created Project 'Brand New'!")).toBeInTheDocument();
    const list: ProjectDto[] = await (await get('/api/users/me/projects/')).json();
    const created = list.find((p) => p.title === 'Brand New')!;
    expect(created.items.map((item) => item.item.id)).toEqual([fresh.id]);
    expect((await project(projects[0].uuid)).items).toHaveLength(projects[0].items.length);
  });

  it('shows the error in the popup and stays open when the add fails', async () => {
    server.use(...scenarioHandlers('error:/api/users/me/projects/*/add/'));
    const close = renderAdd();
    await screen.findByRole('combobox', { name: 'Project' });
    await userEvent.click(screen.getByRole('button', { name: 'ADD' }));
    await waitFor(() => expect(screen.getAllByText('Error adding item to project.').length).toBeGreaterThan(0));
    expect(close).not.toHaveBeenCalled();
  });

  it('trying again after the add failed adds to the project the typed name created, not a second one', async () => {
    server.use(...scenarioHandlers('error:/api/users/me/projects/*/add/'));
    renderAdd();
    await screen.findByRole('combobox', { name: 'Project' });
    await userEvent.type(screen.getByLabelText('Or create a new project'), 'Retry Me');
    await userEvent.click(screen.getByRole('button', { name: 'ADD' }));
    await waitFor(() => expect(screen.getAllByText('Error adding item to project.').length).toBeGreaterThan(0));
    expect(screen.getByLabelText('Or create a new project')).toHaveValue('Retry Me');
    await userEvent.click(screen.getByRole('button', { name: 'ADD' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'ADD' })).toBeEnabled());
    const list: ProjectDto[] = await (await get('/api/users/me/projects/')).json();
    expect(list.filter((p) => p.title === 'Retry Me')).toHaveLength(1);
  });

  it('shows "{title} is already in project." for an item the chosen project holds', async () => {
    const held = projects[0].items[0].item;
    renderWithProviders(<AddToProjectPopup name="add" props={{ item: { type: 'track', id: held.id, title: held.full_title } }} close={vi.fn()} closeAll={vi.fn()} />);
    await screen.findByRole('combobox', { name: 'Project' });
    await userEvent.click(screen.getByRole('button', { name: 'ADD' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${held.full_title} is already in project.`);
  });
});

describe('remove_track popup', () => {
  const props = () => {
    const [first] = projects[0].items;
    return { uuid: projects[0].uuid, projectTitle: projects[0].title, id: first.item.id, type: first.type, title: first.item.full_title };
  };

  it('removes the item (named by its track or stem id and type) and closes', async () => {
    const close = vi.fn();
    renderWithProviders(<RemoveTrackPopup name="remove_track" props={props()} close={close} closeAll={close} />);
    await userEvent.click(screen.getByRole('button', { name: 'REMOVE' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect((await project(projects[0].uuid)).items.map((item) => `${item.type}:${item.item.id}`)).not.toContain(`${props().type}:${props().id}`);
  });

  it('shows the error when the server refuses', async () => {
    server.use(...scenarioHandlers('error:/api/users/me/projects/*/remove-item/'));
    renderWithProviders(<RemoveTrackPopup name="remove_track" props={props()} close={vi.fn()} closeAll={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to remove '${props().title}' from '${projects[0].title}'.`);
  });
});
