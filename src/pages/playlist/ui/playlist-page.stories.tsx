import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PlaylistPage } from './playlist-page';

const meta = {
  title: 'pages/playlist/PlaylistPage',
  component: PlaylistPage,
  parameters: { route: '/playlist/1/playlist', path: '/playlist/*' },
} satisfies Meta<typeof PlaylistPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/playlist/999999/missing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: "We couldn't find that playlist" })).toBeInTheDocument();
  },
};
