import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { SearchCriteriaBar } from './search-criteria-bar';

const meta = {
  title: 'widgets/search-criteria-bar/SearchCriteriaBar',
  component: SearchCriteriaBar,
  parameters: { layout: 'padded', route: '/search' },
} satisfies Meta<typeof SearchCriteriaBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen. */
export const NoneSelected: Story = {
  play: async () => {
    await expect(screen.getByText('None selected.')).toBeInTheDocument();
  },
};

/** Every kind of chip: query, key, BPM, included and excluded keywords. */
export const AllCriteria: Story = {
  parameters: {
    route: '/search?query=rain&key=Dm,F%23m&bpm=110-120&keywords_include=Dark,Driving,Adam%20Drake%20(ASCAP)&keywords_exclude=Happy',
  },
};

/** The query chip when searching album titles. */
export const AlbumTitle: Story = {
  parameters: { route: '/search?album_title=Midnight%20Noir' },
  play: async () => {
    await expect(screen.getByText('ALBUM TITLE: Midnight Noir')).toBeInTheDocument();
  },
};

/** The query chip when searching track titles. */
export const TrackTitle: Story = {
  parameters: { route: '/search?track_title=Rainfall' },
};

/** Criteria that matched nothing are highlighted; other unmatched entries are listed. */
export const UnmatchedChips: Story = {
  args: { unmatched: ['Bagpipe Metal', 'H#', 'mystery'] },
  parameters: { route: '/search?keywords_include=Dark,Bagpipe%20Metal&key=H%23&bpm=120' },
  play: async () => {
    await expect(screen.getByText('Bagpipe Metal').closest('li')).toHaveAttribute('data-unmatched', 'true');
    await expect(screen.getByText('No match for: mystery')).toBeInTheDocument();
  },
};
