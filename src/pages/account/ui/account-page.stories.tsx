import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withWindowWidth } from '@/shared/lib/test/window-width';
import { AccountPage } from './account-page';

const meta = {
  title: 'pages/account/AccountPage',
  component: AccountPage,
  args: { area: 'account' },
  parameters: { signedInAs: 'listener@example.com', route: '/account' },
  // Where these pages are for: a phone, which has no sidebar.
  beforeEach: withWindowWidth(375),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MY ACCOUNT: the links between the areas (this one current) and the account forms. */
export const MyAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Profile' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
  },
};

/** MY ACTIVITY: the person's downloads, cue sheets and shares. */
export const MyActivity: Story = {
  args: { area: 'activity' },
  parameters: { route: '/activity' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Show' }, { timeout: 8000 })).toHaveDisplayValue('Recent Activity');
  },
};

/** SUPPORT: a request for our team. */
export const Support: Story = {
  args: { area: 'support' },
  parameters: { route: '/support' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Support request' }, { timeout: 8000 })).toBeVisible();
  },
};

/** A visitor: what the page holds once logged in, and Log in (the login popup opens too). */
export const Visitor: Story = {
  parameters: { signedInAs: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Log in to see and change your account.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Your account' })).not.toBeInTheDocument();
  },
};

/** SITE ADMIN, for site administrators: view the website as another user. */
export const SiteAdmin: Story = {
  args: { area: 'admin' },
  parameters: { signedInAs: 'admin@example.com', route: '/admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'View Website as' }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Site Admin' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * The session expires while a support request is being written: the page asks its person to log
 * in, with the request (and what was typed) kept behind the notice until they have.
 */
export const SessionExpiredWhileWriting: Story = {
  args: { area: 'support' },
  parameters: { route: '/support' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Request Type*', {}, { timeout: 8000 }), 'BUG');
    await userEvent.type(canvas.getByLabelText('Description*'), 'The waveform of a stem does not show.');
    // The session ends (the mock's session cookie goes): the next call is refused.
    document.cookie = 'sessionid=; Max-Age=0; path=/';
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));

    await expect(await canvas.findByRole('heading', { name: 'YOUR SESSION HAS ENDED' }, { timeout: 8000 })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'LOG IN' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Your account' })).toBeNull();
    await expect(canvas.getByLabelText('Description*', { selector: 'textarea' })).not.toBeVisible();
    await expect(canvas.getByLabelText('Description*', { selector: 'textarea' })).toHaveValue('The waveform of a stem does not show.');
  },
};
