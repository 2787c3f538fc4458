import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Waveform, type WaveformProps } from './waveform';

function Interactive(props: WaveformProps) {
  const [fraction, setFraction] = useState(props.fraction);
  return (
    <div style={{ width: 640, padding: 24, background: 'var(--color-surface)' }}>
      <Waveform {...props} fraction={fraction} onSeek={setFraction} />
    </div>
  );
}

/** The waveform seek slider, drawn from the mock backend's picture of track 1's audio. */
const meta = {
  title: 'features/player/Waveform',
  component: Waveform,
  parameters: { layout: 'centered' },
  args: { src: '/mock-media/waveform/track-1.svg', fraction: 0.36, duration: 154, label: 'Seek Midnight Pursuit', onSeek: () => undefined },
  render: (args) => <Interactive {...args} />,
} satisfies Meta<typeof Waveform>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};

export const AtStart: Story = { args: { fraction: 0 } };

/** A fraction past the end is shown clamped to 0.999. */
export const ClampedAtEnd: Story = {
  args: { fraction: 1.2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider')).toHaveAttribute('aria-valuenow', '100');
  },
};

export const KeyboardSeek: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Seek Midnight Pursuit' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slider).toHaveAttribute('aria-valuetext', '1:05 of 2:34');
  },
};

export const StemWaveform: Story = { args: { src: '/mock-media/waveform/stem-1.svg', label: 'Seek Drums stem' } };

export const WithoutImage: Story = { args: { src: null } };

export const Disabled: Story = { args: { disabled: true } };
