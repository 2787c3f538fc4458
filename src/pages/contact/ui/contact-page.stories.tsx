import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ContactPage } from './contact-page';

const meta = {
  title: 'pages/contact/ContactPage',
  component: ContactPage,
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Contact', level: 1 })).toBeVisible();
  },
};
