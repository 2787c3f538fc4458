import type { Meta, StoryObj } from '@storybook/react-vite';
import { Artwork } from './artwork';

const meta = {
  title: 'shared/ui/Artwork',
  component: Artwork,
  args: { alt: 'Album artwork', size: 240 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Artwork>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithArtwork: Story = { args: { src: '/mock-media/artwork/album-1.svg' } };
export const Missing: Story = { args: { src: null } };
export const Broken: Story = { args: { src: '/does-not-exist.png' } };
