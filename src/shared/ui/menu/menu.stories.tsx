import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Menu, type MenuItem } from './menu';

const itemOptions: MenuItem[] = ['Add to Project', 'Download', 'Request Stems', 'Share', 'License', 'Customize', 'Go to track'].map(
  (label) => ({ key: label, label, onSelect: () => undefined }),
);

const meta = {
  title: 'shared/ui/Menu',
  component: Menu,
  args: { label: 'More options', items: itemOptions, closeDelayMs: 750, align: 'left' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'More options' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More options' }));
    await expect(canvas.getByRole('menuitem', { name: 'Add to Project' })).toHaveFocus();
  },
};

export const KeyboardTypeahead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More options' }));
    await userEvent.keyboard('l');
    await expect(canvas.getByRole('menuitem', { name: 'License' })).toHaveFocus();
  },
};

function PendingMenu() {
  const [downloading, setDownloading] = useState(false);
  return (
    <Menu
      label="More options"
      align="left"
      closeDelayMs={750}
      items={[
        { key: 'share', label: 'Share', onSelect: () => undefined },
        {
          key: 'cuesheet',
          label: downloading ? 'Downloading...' : 'Download Cue Sheet',
          // Never settles here, so the pending state stays on screen.
          onSelect: () => {
            setDownloading(true);
            return new Promise(() => undefined);
          },
        },
      ]}
    />
  );
}

/** An option whose action is in flight keeps the menu open, busy, reading "Downloading...". */
export const PendingOption: Story = {
  render: () => <PendingMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More options' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Download Cue Sheet' }));
    await expect(await canvas.findByRole('menuitem', { name: 'Downloading...' })).toHaveAttribute('aria-busy', 'true');
  },
};

function CheckableMenu() {
  const [picked, setPicked] = useState<string[]>(['Happy']);
  const toggle = (name: string) => setPicked((list) => (list.includes(name) ? list.filter((n) => n !== name) : [...list, name]));
  const entry = (group: string, name: string): MenuItem => ({
    key: name,
    label: name,
    group,
    checked: picked.includes(name),
    onSelect: () => toggle(name),
  });
  return (
    <Menu
      label="Moods"
      trigger="Moods"
      align="left"
      closeDelayMs={750}
      header={<h3 style={{ margin: '4px 14px' }}>Moods</h3>}
      items={[entry('Bright', 'Happy'), entry('Bright', 'Playful'), entry('Dark', 'Sad'), entry('Dark', 'Tense')]}
    />
  );
}

/** The checkable variant (keyword popups): grouped options that toggle and keep the menu open. */
export const CheckableGroups: Story = {
  render: () => <CheckableMenu />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Moods' }));
    await userEvent.click(canvas.getByRole('menuitemcheckbox', { name: 'Tense' }));
    await expect(canvas.getByRole('menuitemcheckbox', { name: 'Tense' })).toHaveAttribute('aria-checked', 'true');
    await expect(canvas.getByRole('menuitemcheckbox', { name: 'Happy' })).toHaveAttribute('aria-checked', 'true');
  },
};

/** Every option of an open menu is on top where it shows: `document.elementFromPoint` at its middle is the option. */
async function expectAllOptionsReachable(canvasElement: HTMLElement) {
  const options = within(canvasElement).getAllByRole('menuitem');
  for (const option of options) {
    const box = option.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest('[role="menuitem"]')).toBe(option);
  }
}

/**
 * A menu inside a row that clips what overflows it (a windowed list, the sidebar's project tracks,
 * MY ACTIVITY): the open menu is shown in the top layer, whole, above the rows after it.
 */
export const InsideClippingRow: Story = {
  decorators: [
    (Story) => (
      <div style={{ minHeight: 340 }}>
        <div style={{ position: 'relative', height: 48, overflow: 'hidden', border: '1px solid #333' }}>
          <Story />
        </div>
        <div style={{ position: 'relative', height: 48, background: '#333' }}>The next row</div>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
    await expectAllOptionsReachable(canvasElement);
  },
};

/** Near the bottom while the player bar shows: the menu opens above its trigger, clear of the bar. */
export const AbovePlayerBar: Story = {
  decorators: [
    (Story) => {
      document.documentElement.style.setProperty('--player-bar-offset', '76px');
      return (
        <div style={{ position: 'fixed', left: 16, bottom: 96 }}>
          <Story />
        </div>
      );
    },
  ],
  play: async ({ canvasElement }) => {
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'More options' }));
      const menu = within(canvasElement).getByRole('menu');
      await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight - 76);
      await expectAllOptionsReachable(canvasElement);
    } finally {
      document.documentElement.style.removeProperty('--player-bar-offset');
    }
  },
};
