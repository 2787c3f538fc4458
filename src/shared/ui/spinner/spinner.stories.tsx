import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'shared/ui/Spinner',
  component: Spinner,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Defaults: #ffcf43, width 96, stroke 5, 0.75 s per turn. */
export const Default: Story = {};

/** The overlay variant: 30 px, white. */
export const Overlay: Story = { args: { width: 30, color: '#fff' } };
