import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { playerStoryState } from '@/features/player/testing';
import { PlayerBar } from './player-bar';

/**
 * The audio player bar. State comes from `parameters.preloadedState` (no audio plays until a
 * control is pressed; then the mock backend's real audio does).
 */
const meta = {
  title: 'widgets/player-bar/PlayerBar',
  component: PlayerBar,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ minHeight: 320 }}>
      <PlayerBar {...args} />
    </div>
  ),
} satisfies Meta<typeof PlayerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {
  args: { layout: 'desktop' },
  parameters: { preloadedState: playerStoryState() },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Audio player' });
    await expect(within(bar).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    await expect(within(bar).getByRole('slider', { name: 'Seek Midnight Pursuit (Full)' })).toHaveAttribute('aria-valuenow', '36');
  },
};

/** At 768 px, the narrowest desktop width, every control is inside the bar (the options button too). */
export const DesktopAt768: Story = {
  args: { layout: 'desktop' },
  parameters: { preloadedState: playerStoryState() },
  // A transformed box holds the fixed bar, so the bar is as wide as the box.
  render: (args) => (
    <div style={{ width: 768, minHeight: 120, transform: 'translateZ(0)' }}>
      <PlayerBar {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Audio player' });
    const edge = bar.getBoundingClientRect().right;
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    for (const control of within(bar).getAllByRole('button')) await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
  },
};

export const Paused: Story = {
  args: { layout: 'desktop' },
  parameters: { preloadedState: playerStoryState({ isPlaying: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { layout: 'desktop' },
  parameters: { preloadedState: playerStoryState({ canPlay: false, isPlaying: false, duration: -1, currentTime: 0, currentPercent: 0 }, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { layout: 'desktop' },
  parameters: {
    preloadedState: playerStoryState({ canPlay: false, isPlaying: false, error: 'Error loading audio file.', duration: -1, currentTime: 0, currentPercent: 0 }, 2),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error loading audio file for: "Paper Lanterns"');
  },
};

export const LastInQueue: Story = {
  args: { layout: 'desktop' },
  parameters: { preloadedState: playerStoryState({ isPlaying: false }, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next track' })).toBeDisabled();
  },
};

export const OptionsOpen: Story = {
  args: { layout: 'desktop' },
  parameters: { preloadedState: playerStoryState({ isPlaying: false }) },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Player options' }));
    await expect(canvas.getByRole('menu', { name: 'Player options' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { layout: 'mobile' },
  parameters: { preloadedState: playerStoryState() },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const MobileExpanded: Story = {
  args: { layout: 'mobile' },
  parameters: { preloadedState: playerStoryState({ isPlaying: false }) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByRole('slider', { name: 'Seek' })).toHaveValue('36');
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveValue('100');
    // Toasts float above the whole expanded panel, not only the collapsed bar's 76 px.
    const bar = canvas.getByRole('region', { name: 'Audio player' });
    const room = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--player-bar-height'));
    await expect(room).toBeGreaterThanOrEqual(Math.floor(bar.getBoundingClientRect().height));
    await expect(room).toBeGreaterThan(76);
  },
};

export const MobileError: Story = {
  args: { layout: 'mobile' },
  parameters: { preloadedState: playerStoryState({ canPlay: false, isPlaying: false, error: 'Error loading audio file.' }, 2) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error loading audio file for: "Paper Lanterns"');
  },
};
