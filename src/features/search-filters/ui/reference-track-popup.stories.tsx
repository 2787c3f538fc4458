import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { makeTestReference } from '@/entities/reference-track/testing';
import { Dialog } from '@/shared/ui/dialog';
import { REFERENCE_FILE_MESSAGES } from '../model/reference-limits';
import type { ReferenceAnalysis } from '../model/use-reference-analysis';
import { ReferenceTrackPanel } from './reference-track-popup';

const idle: ReferenceAnalysis = { status: { phase: 'idle' }, reference: null, analyse: () => {}, cancel: () => {} };

const meta = {
  title: 'features/search-filters/ReferenceTrackPopup',
  component: ReferenceTrackPanel,
  args: { name: 'reference_track', props: {}, close: () => {}, closeAll: () => {}, analysis: idle },
  parameters: { route: '/search?type=tracks' },
  render: (args) => (
    <Dialog label="Match a reference track" onClose={() => {}}>
      <ReferenceTrackPanel {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof ReferenceTrackPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a file: the picker, the formats taken, and that the file stays in the browser. */
export const Empty: Story = {
  play: async () => {
    await expect(screen.getByLabelText('Reference audio file')).toHaveAttribute('type', 'file');
    await expect(screen.getByText(/never uploaded/)).toBeInTheDocument();
  },
};

/** Analysing: progress in whole per cent, and CANCEL. */
export const Analysing: Story = {
  args: { analysis: { ...idle, status: { phase: 'analysing', fileName: 'temp-love-cue.wav', percent: 42 } } },
  play: async () => {
    await expect(screen.getByText('Analysing… 42%')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'CANCEL' })).toBeInTheDocument();
  },
};

/** A clear reading: tempo, key with its Camelot code, high confidence, length and waveform. */
export const ResultHighConfidence: Story = {
  args: { analysis: { ...idle, reference: makeTestReference() } },
  play: async () => {
    await expect(screen.getByText('Tempo: 120 BPM')).toBeInTheDocument();
    await expect(screen.getByText('Key: Dm')).toHaveTextContent('Key: Dm (7A)');
    await expect(screen.getByText('Confidence: high')).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'SHOW MATCHES' })).toBeEnabled();
  },
};

/** An uncertain key: low confidence, and a hint to keep "Compatible keys" ticked. */
export const ResultLowConfidence: Story = {
  args: { analysis: { ...idle, reference: makeTestReference({ name: 'string-pad.wav', key: 'F#', keyConfidence: 'low', tempo: 87.6 }) } },
  play: async () => {
    await expect(screen.getByText('Confidence: low')).toBeInTheDocument();
    await expect(screen.getByText(/The key is uncertain/)).toBeInTheDocument();
  },
};

/** A reference with no steady beat (a rubato piano): the key alone searches. */
export const ResultWithoutTempo: Story = {
  args: { analysis: { ...idle, reference: makeTestReference({ name: 'rubato-piano.wav', tempo: null, key: 'Bb', keyConfidence: 'medium' }) } },
  play: async () => {
    await expect(screen.getByText('Tempo: no steady beat heard')).toBeInTheDocument();
  },
};

const failed = (message: string): ReferenceAnalysis => ({ ...idle, status: { phase: 'failed', fileName: 'file', message } });

/** A file that is not audio. */
export const NotAudio: Story = {
  args: { analysis: failed(REFERENCE_FILE_MESSAGES['not-audio']) },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent("This file isn't audio your browser can read.");
  },
};

/** Silence: nothing to hear. */
export const Silent: Story = {
  args: { analysis: failed(REFERENCE_FILE_MESSAGES.silent) },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent('No beat or key could be heard in this file.');
  },
};

/** Longer than 30 minutes or larger than 300 MB. */
export const TooLong: Story = {
  args: { analysis: failed(REFERENCE_FILE_MESSAGES['too-long']) },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent('Choose a file under 30 minutes.');
  },
};

/** A failed file leaves the reference already loaded as it was. */
export const FailedKeepsReference: Story = {
  args: { analysis: { ...failed(REFERENCE_FILE_MESSAGES['not-audio']), reference: makeTestReference() } },
  play: async () => {
    await expect(screen.getByRole('alert')).toBeInTheDocument();
    await expect(screen.getByText('Tempo: 120 BPM')).toBeInTheDocument();
  },
};
