import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PopupLayerUnavailable } from './popup-layer-unavailable';

const meta = {
  title: 'app/layouts/PopupLayerUnavailable',
  component: PopupLayerUnavailable,
} satisfies Meta<typeof PopupLayerUnavailable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In any popup's place once the popup layer's code could not be downloaded. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const notice = await within(canvasElement).findByRole('alert');
    await expect(notice).toHaveTextContent('This dialog could not be loaded. Check your connection and reload the page.');
    await expect(within(notice).getByRole('button', { name: 'RELOAD' })).toBeVisible();
    await expect(within(notice).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** On a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
};
