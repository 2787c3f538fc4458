import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Artwork } from '@/shared/ui/artwork';
import { playerStoryState, storyTracks } from '../testing';
import { PlayOverlay } from './play-overlay';

const [track] = storyTracks;

/** The play control drawn over an item's artwork, in each player state. */
const meta = {
  title: 'features/player/PlayOverlay',
  component: PlayOverlay,
  parameters: { layout: 'centered' },
  args: { track, queue: storyTracks },
  render: (args) => (
    <div style={{ position: 'relative', width: 120, height: 120 }}>
      <Artwork src={args.track.artwork} alt={args.track.album.title} size={120} />
      <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
        <PlayOverlay {...args} />
      </div>
    </div>
  ),
} satisfies Meta<typeof PlayOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not selected: a play button. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play Midnight Pursuit (Full)' })).toBeInTheDocument();
  },
};

/** Selected, not playable yet: a white 30 px spinner. */
export const Loading: Story = {
  parameters: { preloadedState: playerStoryState({ canPlay: false, isPlaying: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading Midnight Pursuit (Full)' })).toBeInTheDocument();
  },
};

export const Playing: Story = {
  parameters: { preloadedState: playerStoryState() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Pause Midnight Pursuit (Full)' })).toBeInTheDocument();
  },
};

export const Paused: Story = {
  parameters: { preloadedState: playerStoryState({ isPlaying: false }) },
};

/** The player reports an error for this item: nothing is drawn over the artwork. */
export const LoadError: Story = {
  parameters: { preloadedState: playerStoryState({ canPlay: false, isPlaying: false, error: 'Error loading audio file.' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm' } };
