import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FaqPage } from './faq-page';

const meta = {
  title: 'pages/faq/FaqPage',
  component: FaqPage,
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeVisible();
  },
};

/** One answer expanded. */
export const QuestionOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByText('How do I get a cue sheet?').click();
    await expect(canvas.getByText('Download Cue Sheet')).toBeVisible();
  },
};
