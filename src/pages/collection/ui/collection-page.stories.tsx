import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { scenarioHandlers } from '@mocks/handlers/scenarios';
import { CollectionPage } from './collection-page';

const meta = {
  title: 'pages/collection/CollectionPage',
  component: CollectionPage,
  args: { type: 'album' },
  parameters: { route: '/album/1/first-album', path: '/album/*' },
} satisfies Meta<typeof CollectionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An album: PLAY (the album from its first track), the album's menu, its tracks. */
export const Album: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findAllByRole('article')).not.toHaveLength(0);
    await expect(canvas.getByRole('button', { name: /^Play the album / })).toBeEnabled();
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
    await expect(within(canvasElement).getByRole('status', { name: 'Loading album…' })).toHaveTextContent('Loading album…');
  },
};

export const NotFound: Story = {
  parameters: { route: '/album/999999/missing-album' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: "We couldn't find that album" })).toBeInTheDocument();
  },
};

/** A 500 is not "not found": the page says the load failed and offers a retry. */
export const ServerError: Story = {
  parameters: { msw: { handlers: [...scenarioHandlers('error:/api/music/albums/*')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Could not load this album');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
  },
};

export const Playlist: Story = {
  args: { type: 'playlist' },
  parameters: { route: '/playlist/1/playlist', path: '/playlist/*' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const PlaylistNotFound: Story = {
  args: { type: 'playlist' },
  parameters: { route: '/playlist/999999/missing', path: '/playlist/*' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: "We couldn't find that playlist" })).toBeInTheDocument();
  },
};

export const Sampler: Story = {
  args: { type: 'sampler' },
  parameters: { route: '/sampler/4EMS01/sampler', path: '/sampler/*' },
};

/** A server built from the spec alone (`?mock=strict`): the album's tracks come from the track search by album title. */
export const AlbumOnSpecOnlyServer: Story = {
  parameters: { mockScenarios: ['strict'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findAllByRole('article', {}, { timeout: 5000 })).not.toHaveLength(0);
  },
};

/** A server built from the spec alone: a playlist comes without its tracks, and the page says so. */
export const PlaylistOnSpecOnlyServer: Story = {
  args: { type: 'playlist' },
  parameters: { route: '/playlist/1/playlist', path: '/playlist/*', mockScenarios: ['strict'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/doesn't list this playlist's tracks here/, {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
