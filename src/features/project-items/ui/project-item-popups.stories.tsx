import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AddToProjectPopup } from './add-to-project-popup';
import { RemoveTrackPopup } from './remove-track-popup';

const noop = () => {};
const Frame = ({ children }: { children: React.ReactNode }) => (
  <div role="dialog" aria-label="Project popup" style={{ width: 420, padding: 20, background: '#1a1a1c' }}>
    {children}
  </div>
);

const meta = {
  title: 'features/project-items/ProjectItemPopups',
  parameters: { signedInAs: 'listener@example.com' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const item = { type: 'track' as const, id: 1, title: 'Downtown Swagger' };

/** add: the first project is preselected. */
export const Add: Story = {
  render: () => (
    <Frame>
      <AddToProjectPopup name="add" props={{ item }} close={noop} closeAll={noop} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Project' })).toHaveDisplayValue('Ocean Docuseries – Ep. 1-3');
  },
};

/** add when the server fails: "Error adding item to project." in the popup. */
export const AddError: Story = {
  parameters: { msw: { handlers: [http.post('*/api/users/me/projects/:uuid/add/', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] } },
  render: Add.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Project' });
    await userEvent.click(canvas.getByRole('button', { name: 'ADD' }));
    await expect(await within(canvas.getByRole('dialog', { name: 'Project popup' })).findByRole('alert')).toHaveTextContent('Error adding item to project.');
  },
};

/** remove_track when the server refuses: the error shows in the popup. */
export const RemoveError: Story = {
  parameters: { msw: { handlers: [http.post('*/api/users/me/projects/:uuid/remove-item/', () => HttpResponse.json({ error: 'Item not in project.' }, { status: 404 }))] } },
  render: () => (
    <Frame>
      <RemoveTrackPopup
        name="remove_track"
        props={{ uuid: 'story-project', projectTitle: 'Spring Car Commercial', id: 1, type: 'track', title: 'Downtown Swagger' }}
        close={noop}
        closeAll={noop}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'REMOVE' }));
    await expect(await within(canvas.getByRole('dialog', { name: 'Project popup' })).findByRole('alert')).toHaveTextContent("Failed to remove 'Downtown Swagger' from 'Spring Car Commercial'.");
  },
};
