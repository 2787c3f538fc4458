import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent } from 'storybook/test';
import { Dialog } from '@/shared/ui/dialog';
import { SharePopup } from './share-popup';

const meta = {
  title: 'features/share-item/SharePopup',
  component: SharePopup,
  args: {
    name: 'share',
    props: { item: { type: 'track', id: 1, title: 'Full Charge Transition' } },
    close: () => {},
    closeAll: () => {},
  },
  // The clipboard needs page focus and a permission a test browser may refuse: stubbed here.
  beforeEach: () => {
    if (navigator.clipboard) spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  render: (args) => (
    <Dialog label="Share" onClose={() => {}}>
      <SharePopup {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof SharePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: the link to copy, no e-mail box. */
export const Visitor: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Copy Link' })).toBeEnabled();
    await expect(screen.queryByRole('form', { name: 'Share by email' })).not.toBeInTheDocument();
  },
};

/** A signed-in user: the link and the e-mail box (Send disabled while empty). */
export const SignedIn: Story = {
  parameters: { signedInAs: 'listener@example.com' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** After "Copy Link": "Copied!" for 5 s. */
export const Copied: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Link' }));
    await expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  },
};

/** An album: its own page is the link. */
export const Album: Story = {
  args: { props: { item: { type: 'album', id: 1, title: 'Stingers & Transitions', web_url: '/album/1' } } },
};

/** Sent by e-mail: "Success! Sent" to the address. */
export const SentByEmail: Story = {
  parameters: { signedInAs: 'listener@example.com' },
  play: async () => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Share by Email' }), 'pal@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText('Success! Sent to pal@example.com')).toBeInTheDocument();
  },
};
