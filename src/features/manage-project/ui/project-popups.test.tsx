import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS, scenarioHandlers, server, signInAs } from '@mocks/node';
import { get } from '@mocks/lib/testing/client';
import type { ProjectDto } from '@/shared/api';
import { resetNotify } from '@/shared/lib/notify';
import { selectSidebarProject, selectProject } from '@/shared/lib/sidebar';
import { renderWithProviders } from '@/shared/lib/test';
import { ToastProvider } from '@/shared/ui/toast';
import { ProjectCreatePopup } from './project-create-popup';
import { ProjectDeletePopup } from './project-delete-popup';
import { ProjectDuplicatePopup } from './project-duplicate-popup';
import { ProjectRenamePopup } from './project-rename-popup';

let project: ProjectDto;
const listTitles = async () => ((await (await get('/api/users/me/projects/')).json()) as ProjectDto[]).map((p) => p.title);

beforeEach(async () => {
  resetNotify();
  signInAs(PERSONAS.listener);
  [project] = await (await get('/api/users/me/projects/')).json();
});

function body(ui: React.ReactElement) {
  return (
    <>
      <ToastProvider />
      {ui}
    </>
  );
}

describe('project_create', () => {
  it('refuses a blank title with "Title cannot be blank", then creates and says so', async () => {
    const close = vi.fn();
    renderWithProviders(body(<ProjectCreatePopup name="project_create" props={{}} close={close} closeAll={close} />));
    await userEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText('Title cannot be blank')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Project Title'), 'Trailer Cues');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText("Created Project 'Trailer Cues'!")).toBeInTheDocument();
    expect(close).toHaveBeenCalled();
    expect(await listTitles()).toContain('Trailer Cues');
  });

  it('shows the failure in the popup and keeps the title typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...scenarioHandlers('error:/api/users/me/projects/'));
    renderWithProviders(body(<ProjectCreatePopup name="project_create" props={{}} close={vi.fn()} closeAll={vi.fn()} />));
    await userEvent.type(screen.getByLabelText('Project Title'), 'Trailer Cues');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Project Title')).toHaveValue('Trailer Cues');
    expect(console.error).toHaveBeenCalledWith('Failed to create project', expect.anything());
  });
});

describe('project_rename', () => {
  it('refuses a blank title with "Title can\'t be blank", then renames', async () => {
    const close = vi.fn();
    renderWithProviders(body(<ProjectRenamePopup name="project_rename" props={{ uuid: project.uuid, title: project.title }} close={close} closeAll={close} />));
    const field = screen.getByLabelText('Project Title');
    expect(field).toHaveValue(project.title);
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText("Title can't be blank")).toBeInTheDocument();
    await userEvent.type(field, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(await listTitles()).toContain('Renamed');
  });

  it("shows the server's message when the rename fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.patch('*/api/users/me/projects/:uuid/', () => HttpResponse.json({ title: ['Ensure this field has no more than 100 characters.'] }, { status: 400 })));
    renderWithProviders(body(<ProjectRenamePopup name="project_rename" props={{ uuid: project.uuid, title: project.title }} close={vi.fn()} closeAll={vi.fn()} />));
    await userEvent.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ensure this field has no more than 100 characters.');
  });
});

describe('project_duplicate', () => {
  it('offers "{title} (copy)", duplicates and clears the selected project', async () => {
    const close = vi.fn();
    const { store } = renderWithProviders(
      body(<ProjectDuplicatePopup name="project_duplicate" props={{ uuid: project.uuid, title: project.title }} close={close} closeAll={close} />),
    );
    store.dispatch(selectProject(project.uuid));
    expect(screen.getByLabelText('New Project Title')).toHaveValue(`${project.title} (copy)`);
    await userEvent.click(screen.getByRole('button', { name: 'DUPLICATE' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(selectSidebarProject(store.getState())).toBeNull();
    expect(await listTitles()).toContain(`${project.title} (copy)`);
  });

  it('only logs a blank name (nothing is sent)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/duplicate/')) sent.push(request.url);
    });
    renderWithProviders(body(<ProjectDuplicatePopup name="project_duplicate" props={{ uuid: project.uuid, title: project.title }} close={vi.fn()} closeAll={vi.fn()} />));
    await userEvent.clear(screen.getByLabelText('New Project Title'));
    await userEvent.click(screen.getByRole('button', { name: 'DUPLICATE' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(sent).toEqual([]);
  });

  it('shows "Failed to duplicate project." when the server says nothing useful', async () => {
    server.use(http.post('*/api/users/me/projects/:uuid/duplicate/', () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(body(<ProjectDuplicatePopup name="project_duplicate" props={{ uuid: project.uuid, title: project.title }} close={vi.fn()} closeAll={vi.fn()} />));
    await userEvent.click(screen.getByRole('button', { name: 'DUPLICATE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to duplicate project.');
  });
});

describe('project_delete', () => {
  it('deletes (204) and clears the selected project', async () => {
    const close = vi.fn();
    const { store } = renderWithProviders(body(<ProjectDeletePopup name="project_delete" props={{ uuid: project.uuid, title: project.title }} close={close} closeAll={close} />));
    store.dispatch(selectProject(project.uuid));
    await userEvent.click(screen.getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(selectSidebarProject(store.getState())).toBeNull();
    expect(await listTitles()).not.toContain(project.title);
  });

  it("shows the server's error text, or \"Failed to delete project.\"", async () => {
    server.use(http.delete('*/api/users/me/projects/:uuid/', () => HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 })));
    renderWithProviders(body(<ProjectDeletePopup name="project_delete" props={{ uuid: project.uuid, title: project.title }} close={vi.fn()} closeAll={vi.fn()} />));
    await userEvent.click(screen.getByRole('button', { name: 'DELETE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to perform this action.');

    server.use(http.delete('*/api/users/me/projects/:uuid/', () => new HttpResponse(null, { status: 500 })));
    await userEvent.click(screen.getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete project.'));
  });
});
