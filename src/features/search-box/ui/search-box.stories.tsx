import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { SearchBox } from './search-box';

const meta = {
  title: 'features/search-box/SearchBox',
  component: SearchBox,
  parameters: { layout: 'padded', route: '/search' },
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, searching everything. */
export const Empty: Story = {};

/** Follows the URL: an album-title search. */
export const AlbumTitle: Story = {
  parameters: { route: '/search?album_title=Noir' },
  play: async () => {
    await expect(screen.getByRole('combobox', { name: 'Search in' })).toHaveValue('album_title');
    await expect(screen.getByRole('searchbox', { name: 'Search text' })).toHaveValue('Noir');
  },
};
