import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PopupLayerPending, PopupLayerUnavailable } from './popup-layer-stand-ins';

const meta = {
  title: 'app/layouts/PopupLayerStandIns',
  component: PopupLayerUnavailable,
} satisfies Meta<typeof PopupLayerUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In any popup's place once the popup layer's code could not be downloaded. */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('alert');
    await expect(notice).toHaveTextContent('This dialog could not be loaded. Check your connection and reload the page.');
    await expect(within(notice).getByRole('button', { name: 'RELOAD' })).toBeVisible();
    await expect(within(notice).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The same notice on a phone. */
export const UnavailableOnPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
};

/** While the popup layer's code downloads: a spinner, faded in after 400 ms. */
export const Pending: Story = {
  render: () => <PopupLayerPending />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Opening the dialog' })).toBeInTheDocument();
  },
};
