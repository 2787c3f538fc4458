import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ProjectDto } from '@/shared/api';
import { MyProjects } from './my-projects';

const many: ProjectDto[] = Array.from({ length: 24 }, (_, index) => ({
  uuid: `many-${index}`,
  id: 1000 + index,
  title: `Project ${String(index + 1).padStart(2, '0')}`,
  description: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  track_count: 0,
  items: [],
}));

const empty: ProjectDto = { ...many[0], uuid: 'empty-1', title: 'Empty Project' };

const meta = {
  title: 'widgets/user-sidebar/MyProjects',
  component: MyProjects,
  args: { selected: null, onOpen: () => {} },
  parameters: { signedInAs: 'listener@example.com' },
  render: (args) => (
    <div style={{ width: 360, padding: 16, background: '#141416' }}>
      <h2 className="visually-hidden">MY PROJECTS</h2>
      <MyProjects {...args} />
    </div>
  ),
} satisfies Meta<typeof MyProjects>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The listener's three projects, most recent first. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Ocean Docuseries/ })).toBeVisible();
    await expect(canvas.getByPlaceholderText('Search by Track or Project...')).toBeVisible();
  },
};

/** No projects yet. */
export const Empty: Story = {
  parameters: { signedInAs: 'mp3@example.com' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Click the + to create a project!')).toBeVisible();
  },
};

/** A search that matches nothing (after the 500 ms debounce). */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Ocean Docuseries/ });
    await userEvent.type(canvas.getByPlaceholderText('Search by Track or Project...'), 'zzzz');
    await expect(await canvas.findByText('No projects found.', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Many projects. */
export const Many: Story = {
  parameters: { msw: { handlers: [http.get('*/api/users/me/projects/', () => HttpResponse.json(many))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Project 24/ })).toBeInTheDocument();
  },
};

/** An open project while it loads: "Loading...". */
export const DetailLoading: Story = {
  args: { selected: 'slow-project' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/users/me/projects/slow-project/', async () => {
          await delay('infinite');
          return HttpResponse.json(empty);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

/** An open project without items. */
export const DetailEmpty: Story = {
  args: { selected: 'empty-1' },
  parameters: { msw: { handlers: [http.get('*/api/users/me/projects/empty-1/', () => HttpResponse.json(empty))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Drag and drop tracks here!')).toBeVisible();
    await expect(canvas.getByText('0 tracks')).toBeVisible();
    await expect(canvas.getByText('To modify track order, click & drag below')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add More Tracks' })).toHaveAttribute('href', '/search?type=tracks');
    await expect(canvas.getByRole('heading', { name: 'ALL PROJECTS:' })).toBeVisible();
  },
};

/** The open project is what the player is playing from: the play indicator shows by its title. */
export const DetailPlaying: Story = {
  args: { selected: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: /Tracks in Ocean Docuseries/ });
    await userEvent.click(within(list).getAllByRole('button', { name: /^Play / })[0]);
    await expect((await canvas.findAllByRole('img', { name: /Now playing|Paused/ }))[0]).toBeVisible();
  },
};
