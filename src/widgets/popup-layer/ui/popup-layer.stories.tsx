import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { PopupState } from '@/shared/lib/popup';
import { PopupLayer } from './popup-layer';

function opened(current: PopupState['current'], stack: PopupState['stack'] = []) {
  return { preloadedState: { popup: { current, stack } } };
}

const meta = {
  title: 'widgets/popup-layer/PopupLayer',
  component: PopupLayer,
  render: () => (
    <>
      <main style={{ padding: 32, minHeight: '150vh' }}>
        <h1>Library page behind the popup</h1>
        <p>While a popup is open this page does not scroll.</p>
      </main>
      <PopupLayer />
    </>
  ),
} satisfies Meta<typeof PopupLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's "Login / Register": both forms side by side (stacked below 768 px). */
export const RegisterLogin: Story = {
  parameters: opened({ name: 'register_login', props: {} }),
  play: async () => {
    await expect(await screen.findByRole('region', { name: 'LOGIN' }, { timeout: 8000 })).toBeInTheDocument();
    await expect(await screen.findByRole('region', { name: 'REGISTER' }, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** After registering. */
export const ConfirmAccount: Story = {
  parameters: opened({ name: 'confirm_account', props: { email: 'jane.doe@example.com' } }),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'ALMOST DONE!' }, { timeout: 8000 })).toBeInTheDocument();
    await expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  },
};

/** A popup over a parent: Escape (or the close button) returns to the parent, then closes. */
export const PopupOverParent: Story = {
  parameters: opened({ name: 'confirm_account', props: { email: 'jane.doe@example.com' } }, [{ name: 'submit_demo', props: {} }]),
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'ALMOST DONE!' }, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(await screen.findByRole('heading', { name: 'SUBMIT YOUR MUSIC' }, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A visitor asked for a protected popup (download): the login popup stands in for it. */
export const ProtectedPopupForVisitor: Story = {
  parameters: opened({ name: 'download', props: {} }),
  play: async () => {
    await expect(await screen.findByText('Please log in to continue: Download.', {}, { timeout: 8000 })).toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  },
};

/** For composers: the demo submission guidelines. */
export const SubmitDemo: Story = {
  parameters: opened({ name: 'submit_demo', props: {} }),
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'newcomposers@4em.example' }, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** A protected popup for a signed-in user: its own body, no login in its place. */
export const ProtectedPopupSignedIn: Story = {
  parameters: { ...opened({ name: 'project_create', props: {} }), signedInAs: 'listener@example.com' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'CREATE A PROJECT' }, { timeout: 8000 })).toBeInTheDocument();
    await expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

/**
 * The session expires while a customization brief is being written: the login popup shows over
 * the form, and once the same person has signed in again the form is back with what was typed.
 */
export const SessionExpiredWhileTyping: Story = {
  parameters: {
    ...opened({ name: 'customize_request', props: { item: { type: 'track', id: 1, title: 'Full Charge Transition' } } }),
    signedInAs: 'listener@example.com',
  },
  play: async () => {
    const brief = 'A 30 s cutdown without vocals.';
    await userEvent.type(await screen.findByRole('textbox', { name: 'Describe the customization' }, { timeout: 8000 }), brief);
    // The session ends (the mock's session cookie goes): the next call is refused.
    document.cookie = 'sessionid=; Max-Age=0; path=/';
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const login = await screen.findByRole('dialog', { name: 'Log in' }, { timeout: 8000 });
    await expect(await within(login).findByRole('note', {}, { timeout: 8000 })).toHaveTextContent(
      'Please log in to continue: Request a customization.',
    );
    await userEvent.type(within(login).getByRole('textbox', { name: 'Email*' }), 'listener@example.com');
    await userEvent.type(within(login).getByLabelText('Password*'), 'demo1234');
    await userEvent.click(within(login).getByRole('button', { name: 'Go' }));

    const form = await screen.findByRole('dialog', { name: 'Request a customization' }, { timeout: 8000 });
    await expect(within(form).getByRole('textbox', { name: 'Describe the customization' })).toHaveValue(brief);
    await expect(within(form).getByRole('alert')).toHaveTextContent('Your session had ended, so this was not sent. Please submit it again.');
  },
};
