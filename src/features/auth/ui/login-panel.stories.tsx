import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useCurrentUser } from '@/entities/user';
import { LoginPanel } from './login-panel';

/** As in the app, the header's current-user call runs first (it also hands out the csrftoken cookie). */
function SessionProbe() {
  useCurrentUser();
  return null;
}

const withSession: Decorator = (Story) => (
  <div style={{ maxWidth: 380, margin: '32px auto', padding: 24, background: 'var(--color-surface)', borderRadius: 10 }}>
    <SessionProbe />
    <Story />
  </div>
);

const meta = {
  title: 'features/auth/LoginPanel',
  component: LoginPanel,
  decorators: [withSession],
} satisfies Meta<typeof LoginPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(document.cookie).toContain('csrftoken='));
  await userEvent.type(canvas.getByLabelText('Email*'), email);
  await userEvent.type(canvas.getByLabelText('Password*'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
  return canvas;
}

/** Idle: "Keep me logged in" ticked, "Forgot Password?" shown, button "Go". */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'LOGIN' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Keep me logged in' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Go' })).toBeEnabled();
  },
};

/** Dark variant without the header and the "Forgot Password?" link. */
export const DarkWithoutHeader: Story = {
  args: { variant: 'dark', showHeader: false, showForgotPassword: false },
};

/** While the login call runs the button reads "Logging in..." (the call never answers here). */
export const Submitting: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/login/', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'listener@example.com', 'demo1234');
    await expect(await canvas.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  },
};

/** A wrong password: the server's message in a red alert under the form, what was typed kept. */
export const ServerError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'listener@example.com', 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await expect(canvas.getByLabelText('Email*')).toHaveValue('listener@example.com');
  },
};

/** Client-side validation: required fields and the strict e-mail pattern. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email*'), 'jane@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(await canvas.findByText('Email not formatted correctly')).toBeInTheDocument();
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
  },
};
