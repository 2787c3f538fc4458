import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { SidebarState } from '@/shared/lib/sidebar';
import { UserSidebar } from './user-sidebar';

const open = (state: Partial<SidebarState> = {}) => ({
  sidebar: { is_open: true, selected: null, selectedProject: null, ...state },
});

/** Desktop only: the story pretends the window is 1280 px wide. */
function desktopWidth() {
  const own = Object.getOwnPropertyDescriptor(window, 'innerWidth');
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: () => 1280 });
  window.dispatchEvent(new Event('resize'));
  return () => {
    if (own) Object.defineProperty(window, 'innerWidth', own);
    else delete (window as { innerWidth?: number }).innerWidth;
    window.dispatchEvent(new Event('resize'));
  };
}

const meta = {
  title: 'widgets/user-sidebar/UserSidebar',
  component: UserSidebar,
  beforeEach: desktopWidth,
  parameters: { signedInAs: 'listener@example.com' },
  render: (args) => (
    <div style={{ minHeight: 640 }}>
      <UserSidebar {...args} />
    </div>
  ),
} satisfies Meta<typeof UserSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the MY PROJECTS tab. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'MY PROJECTS, open sidebar' })).toBeVisible();
  },
};

/** The main menu greets the user; the tab reads CLOSE. */
export const MainMenu: Story = {
  parameters: { preloadedState: open() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Welcome Jamie R.!' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'SITE ADMIN' })).not.toBeInTheDocument();
  },
};

/** An admin also gets SITE ADMIN. */
export const AdminMenu: Story = {
  parameters: { signedInAs: 'admin@example.com', preloadedState: open() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'SITE ADMIN' })).toBeVisible();
  },
};

/** An area selected: its heading, what it holds, BACK; the tab shows the area name. */
export const AreaSelected: Story = {
  parameters: { preloadedState: open({ selected: 'activity' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'MY ACTIVITY' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'BACK' })).toBeVisible();
  },
};

/**
 * A MY ACTIVITY row's menu while the track's details are read (an activity names only the item):
 * the stem option waits, disabled, instead of guessing "Request Stems".
 */
export const ActivityRowMenuCheckingStems: Story = {
  parameters: {
    preloadedState: open({ selected: 'activity' }),
    msw: { handlers: [http.get('*/api/music/tracks/:id/', () => delay('infinite'))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const caption = (await canvas.findAllByText(/^Track · /))[0]!;
    const row = caption.closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: /^More options for / }));
    const menu = await canvas.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Checking stems...' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).queryByRole('menuitem', { name: 'Request Stems' })).toBeNull();
  },
};

/** MY ACCOUNT: the four account forms. */
export const MyAccount: Story = {
  parameters: { preloadedState: open({ selected: 'account' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Profile' })).toBeVisible();
  },
};

/** SUPPORT: topic, description and the FAQ link. */
export const Support: Story = {
  parameters: { preloadedState: open({ selected: 'support' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'FAQ' })).toBeVisible();
  },
};

/** SITE ADMIN: "View Website as". */
export const SiteAdmin: Story = {
  parameters: { signedInAs: 'admin@example.com', preloadedState: open({ selected: 'admin' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'View Website as' })).toBeVisible();
  },
};

/** With the player bar showing, the sidebar stops 76 px above the bottom. */
export const AbovePlayerBar: Story = {
  args: { playerBarVisible: true },
  parameters: { preloadedState: open() },
};

/**
 * The session expires while a support request is being written: the sidebar stays open for its
 * person, asking them to log in, with the form (and what was typed) kept behind the notice.
 */
export const SessionExpiredWhileWriting: Story = {
  parameters: { preloadedState: open({ selected: 'support' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Request Type*', {}, { timeout: 8000 }), 'BUG');
    await userEvent.type(canvas.getByLabelText('Description*'), 'The waveform of a stem does not show.');
    // The session ends (the mock's session cookie goes): the next call is refused.
    document.cookie = 'sessionid=; Max-Age=0; path=/';
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));

    await expect(await canvas.findByRole('heading', { name: 'YOUR SESSION HAS ENDED' }, { timeout: 8000 })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(canvas.getByLabelText('Description*', { selector: 'textarea' })).not.toBeVisible();
    await expect(canvas.getByLabelText('Description*', { selector: 'textarea' })).toHaveValue('The waveform of a stem does not show.');
  },
};
