import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { CustomMusicPopup } from './custom-music-popup';

const meta = {
  title: 'features/custom-music/CustomMusicPopup',
  component: CustomMusicPopup,
  args: { props: { categoryName: 'Trailers' } },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ maxWidth: 760, padding: 24, background: 'var(--color-surface)', borderRadius: 8 }}>
      <CustomMusicPopup {...args} />
    </div>
  ),
} satisfies Meta<typeof CustomMusicPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first placement of "Trailers" has a YouTube link (embedded); the others show their image. */
export const WithVideo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Trailers' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

export const ImagesOnly: Story = {
  args: { props: { categoryName: 'Documentaries' } },
};

export const LastPlacement: Story = {
  args: { props: { categoryName: 'Sports' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Sports' }, { timeout: 5000 });
    const next = canvas.getByRole('button', { name: 'Next' });
    while (!(next as HTMLButtonElement).disabled) await userEvent.click(next);
    await expect(next).toBeDisabled();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get('*/api/music/as-heard-on-categories/by-name/', async () => { await delay('infinite'); return HttpResponse.json({}); })] },
  },
};

export const UnknownCategory: Story = {
  args: { props: { categoryName: 'Nope' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('We couldn\'t find "Nope".')).toBeInTheDocument();
  },
};
