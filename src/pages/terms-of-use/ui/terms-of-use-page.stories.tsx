import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TermsOfUsePage } from './terms-of-use-page';

const meta = {
  title: 'pages/terms-of-use/TermsOfUsePage',
  component: TermsOfUsePage,
} satisfies Meta<typeof TermsOfUsePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeVisible();
  },
};
