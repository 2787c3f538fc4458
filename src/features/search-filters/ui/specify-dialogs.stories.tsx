import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { Dialog } from '@/shared/ui/dialog';
import { SpecifyBpmPopup } from './specify-bpm-popup';
import { SpecifyKeyPopup } from './specify-key-popup';

const meta = {
  title: 'features/search-filters/SpecifyDialogs',
  component: SpecifyBpmPopup,
  args: { name: 'specify_bpm', props: {}, close: () => {}, closeAll: () => {} },
  parameters: { route: '/search?type=tracks' },
  render: (args) => (
    <Dialog label="Specify BPM" size="small" onClose={() => {}}>
      <SpecifyBpmPopup {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof SpecifyBpmPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: SEARCH disabled. */
export const BpmEmpty: Story = {
  play: async () => {
    await expect(screen.getByRole('button', { name: 'SEARCH' })).toBeDisabled();
  },
};

/** Starts from the BPM of the search. */
export const BpmWithValue: Story = {
  parameters: { route: '/search?type=tracks&bpm=110-120' },
  play: async () => {
    await expect(screen.getByLabelText('BPM')).toHaveValue('110-120');
    await expect(screen.getByRole('button', { name: 'SEARCH' })).toBeEnabled();
  },
};

/** Text that is not a BPM. */
export const BpmInvalid: Story = {
  play: async () => {
    await userEvent.type(screen.getByLabelText('BPM'), 'fast');
    await userEvent.click(screen.getByRole('button', { name: 'SEARCH' }));
    await expect(screen.getByRole('alert')).toHaveTextContent('Enter a number, or a range with a hyphen');
  },
};

/** Opened over the advanced filters: no ADVANCED FILTERS button, SEARCH returns to them. */
export const BpmOverAdvancedFilters: Story = {
  args: { props: { target: 'draft' } },
};

/** The key dialog, empty. */
export const KeyEmpty: Story = {
  args: { name: 'specify_key' },
  render: (args) => (
    <Dialog label="Specify key" size="small" onClose={() => {}}>
      <SpecifyKeyPopup {...args} />
    </Dialog>
  ),
  play: async () => {
    await expect(screen.getByRole('heading', { name: 'SPECIFY KEY' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'SEARCH' })).toBeDisabled();
  },
};

/** Several keys typed loosely (normalised to "Dm,F#m,C" on SEARCH). */
export const KeySeveral: Story = {
  args: { name: 'specify_key' },
  render: (args) => (
    <Dialog label="Specify key" size="small" onClose={() => {}}>
      <SpecifyKeyPopup {...args} />
    </Dialog>
  ),
  play: async () => {
    await userEvent.type(screen.getByLabelText('Key'), 'Dm,  F#m ,,C');
    await expect(screen.getByRole('button', { name: 'SEARCH' })).toBeEnabled();
  },
};
