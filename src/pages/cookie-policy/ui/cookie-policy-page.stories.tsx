import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CookiePolicyPage } from './cookie-policy-page';

const meta = {
  title: 'pages/cookie-policy/CookiePolicyPage',
  component: CookiePolicyPage,
} satisfies Meta<typeof CookiePolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Cookie Policy', level: 1 })).toBeVisible();
  },
};
