import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeTrack } from '../testing';
import { TrackMoreOptionsMenu } from './track-more-options-menu';

const meta = {
  title: 'entities/track/TrackMoreOptionsMenu',
  component: TrackMoreOptionsMenu,
  args: { track: makeTrack({ num_stems: 4 }), align: 'left' },
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ minHeight: 420 }}>
      <TrackMoreOptionsMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof TrackMoreOptionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /more options/i }));
    await expect(canvas.getByRole('menuitem', { name: 'Download Stems' })).toBeInTheDocument();
  },
};

export const WithoutStems: Story = {
  args: { track: makeTrack({ num_stems: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /more options/i }));
    await expect(canvas.getByRole('menuitem', { name: 'Request Stems' })).toBeInTheDocument();
  },
};

export const CueSheetDownloading: Story = {
  args: { onDownloadCueSheet: () => new Promise<void>(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /more options/i }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Download Cue Sheet' }));
    await expect(canvas.getByRole('menuitem', { name: 'Downloading...' })).toBeInTheDocument();
  },
};
