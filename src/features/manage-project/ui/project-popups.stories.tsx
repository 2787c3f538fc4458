import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProjectCreatePopup } from './project-create-popup';
import { ProjectDeletePopup } from './project-delete-popup';
import { ProjectDuplicatePopup } from './project-duplicate-popup';
import { ProjectRenamePopup } from './project-rename-popup';

const noop = () => {};
const project = { uuid: 'story-project', title: 'Spring Car Commercial' };
const Frame = ({ children }: { children: React.ReactNode }) => (
  <div role="dialog" aria-label="Project popup" style={{ width: 420, padding: 20, background: '#1a1a1c' }}>
    {children}
  </div>
);

const meta = {
  title: 'features/manage-project/ProjectPopups',
  parameters: { signedInAs: 'listener@example.com' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** project_create with a blank title: "Title cannot be blank". */
export const CreateBlank: Story = {
  render: () => (
    <Frame>
      <ProjectCreatePopup name="project_create" props={{}} close={noop} closeAll={noop} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'CREATE' }));
    await expect(await canvas.findByText('Title cannot be blank')).toBeVisible();
  },
};

/** project_create when the server fails: the error shows, the title stays. */
export const CreateError: Story = {
  parameters: { msw: { handlers: [http.post('*/api/users/me/projects/', () => HttpResponse.json({ detail: 'Service unavailable.' }, { status: 503 }))] } },
  render: CreateBlank.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Project Title'), 'Trailer Cues');
    await userEvent.click(canvas.getByRole('button', { name: 'CREATE' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Service unavailable.');
  },
};

/** project_rename with a blank title: "Title can't be blank". */
export const RenameBlank: Story = {
  render: () => (
    <Frame>
      <ProjectRenamePopup name="project_rename" props={project} close={noop} closeAll={noop} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Project Title'));
    await userEvent.click(canvas.getByRole('button', { name: 'SAVE' }));
    await expect(await canvas.findByText("Title can't be blank")).toBeVisible();
  },
};

/** project_duplicate: "{title} (copy)" offered; a failure reads "Failed to duplicate project.". */
export const DuplicateError: Story = {
  parameters: { msw: { handlers: [http.post('*/api/users/me/projects/:uuid/duplicate/', () => new HttpResponse(null, { status: 500 }))] } },
  render: () => (
    <Frame>
      <ProjectDuplicatePopup name="project_duplicate" props={project} close={noop} closeAll={noop} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('New Project Title')).toHaveValue('Spring Car Commercial (copy)');
    await userEvent.click(canvas.getByRole('button', { name: 'DUPLICATE' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to duplicate project.');
  },
};

/** project_delete when the server refuses: its text, else "Failed to delete project.". */
export const DeleteError: Story = {
  parameters: { msw: { handlers: [http.delete('*/api/users/me/projects/:uuid/', () => new HttpResponse(null, { status: 500 }))] } },
  render: () => (
    <Frame>
      <ProjectDeletePopup name="project_delete" props={project} close={noop} closeAll={noop} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'DELETE' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to delete project.');
  },
};
