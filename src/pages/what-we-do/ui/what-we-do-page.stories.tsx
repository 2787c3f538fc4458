import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WhatWeDoPage } from './what-we-do-page';

const meta = {
  title: 'pages/what-we-do/WhatWeDoPage',
  component: WhatWeDoPage,
} satisfies Meta<typeof WhatWeDoPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'What We Do', level: 1 })).toBeVisible();
  },
};
