import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PrivacyPolicyPage } from './privacy-policy-page';

const meta = {
  title: 'pages/privacy-policy/PrivacyPolicyPage',
  component: PrivacyPolicyPage,
} satisfies Meta<typeof PrivacyPolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  },
};
