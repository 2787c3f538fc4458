import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Project } from '../model/project';
import { ProjectEntry } from './project-entry';

const project: Project = { uuid: 'p-1', id: 1, title: 'Spring Car Commercial', description: '', updatedAt: '2026-01-01T00:00:00Z', trackCount: 7, items: [], unlistedCount: 0 };

const meta = {
  title: 'entities/project/ProjectEntry',
  component: ProjectEntry,
  args: { project, onOpen: () => {} },
  render: (args) => (
    <div style={{ width: 340 }}>
      <ProjectEntry {...args} />
    </div>
  ),
} satisfies Meta<typeof ProjectEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Spring Car Commercial\s*7 tracks/ })).toBeVisible();
  },
};

/** A track held over the project. */
export const DropOver: Story = { args: { dropState: 'over' } };

/** Dragging an item the project already holds. */
export const DragOverAlreadyInProject: Story = {
  args: { dropState: 'duplicate' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Track already in project')).toBeVisible();
  },
};
