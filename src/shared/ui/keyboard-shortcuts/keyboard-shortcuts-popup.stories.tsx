import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { withWindowWidth } from '@/shared/lib/test/window-width';
import { Dialog } from '../dialog';
import { KeyboardShortcutsPopup } from './keyboard-shortcuts-popup';

const noop = () => {};

/** The popup as the popup layer shows it (key "?" on any track list). */
const meta = {
  title: 'shared/ui/keyboard-shortcuts/KeyboardShortcutsPopup',
  component: KeyboardShortcutsPopup,
  args: { name: 'keyboard_shortcuts', props: {}, close: noop, closeAll: noop },
  render: (args) => (
    <Dialog label="Keyboard shortcuts" onClose={noop}>
      <KeyboardShortcutsPopup {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof KeyboardShortcutsPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every shortcut, in three groups, each key a key cap; the arrows are read out by name. */
export const Desktop: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(within(dialog).getByRole('heading', { name: 'KEYBOARD SHORTCUTS' })).toBeInTheDocument();
    for (const group of ['Track lists', 'Player', 'Help']) {
      await expect(within(dialog).getByRole('region', { name: group })).toBeInTheDocument();
    }
    const player = within(dialog).getByRole('region', { name: 'Player' });
    await expect(within(player).getByText('Forward 30 seconds')).toBeInTheDocument();
    await expect(within(within(dialog).getByRole('region', { name: 'Track lists' })).getByText('Down arrow')).toBeInTheDocument();
  },
};

/** On a phone the keys stand above what they do. */
export const Phone: Story = {
  beforeEach: withWindowWidth(390),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
