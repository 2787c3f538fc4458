import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { HomePage } from './home-page';

const meta = {
  title: 'pages/home/HomePage',
  component: HomePage,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Listen Now' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Featured Albums: All' })).toBeInTheDocument();
  },
};

export const SplashBannerFailed: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/music/albums/splash_banner/', () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to fetch splash banner data')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/music/albums/splash_banner/', async () => { await delay('infinite'); return HttpResponse.json({}); }),
        http.get('*/api/music/:kind/featured', async () => { await delay('infinite'); return HttpResponse.json({}); }),
        http.get('*/api/music/as-heard-on-categories/', async () => { await delay('infinite'); return HttpResponse.json([]); }),
      ],
    },
  },
};

export const FeaturedEmpty: Story = {
  parameters: {
    msw: {
      handlers: [http.get('*/api/music/:kind/featured', ({ params }) => HttpResponse.json({ kind: params.kind, categories: [], results: [] }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No featured albums in this category yet.')).toBeInTheDocument();
  },
};

/** A server built from the spec alone (`?mock=strict`): the newest album and collections stand in. */
export const SpecOnlyServer: Story = {
  parameters: { mockScenarios: ['strict'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Listen now' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'New Albums: All' })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: /Reality TV/ })).toBeInTheDocument();
  },
};
