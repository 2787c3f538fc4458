import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { AlbumPage } from './album-page';

const meta = {
  title: 'pages/album/AlbumPage',
  component: AlbumPage,
  parameters: { route: '/album/1/first-album', path: '/album/*' },
} satisfies Meta<typeof AlbumPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findAllByRole('article')).not.toHaveLength(0);
  },
};

/** Album 5 of the mock catalogue has no artwork: the default album image stands in. */
export const NoArtwork: Story = {
  parameters: { route: '/album/5/no-artwork' },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/music/albums/:id/', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading album' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: { route: '/album/999999/missing-album' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: "We couldn't find that album" })).toBeInTheDocument();
  },
};

export const Sampler: Story = {
  parameters: { route: '/sampler/4EMS01/sampler', path: '/sampler/*' },
};
