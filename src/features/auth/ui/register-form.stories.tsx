import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useCurrentUser } from '@/entities/user';
import { RegisterForm } from './register-form';

function SessionProbe() {
  useCurrentUser();
  return null;
}

const withSession: Decorator = (Story) => (
  <div style={{ maxWidth: 520, margin: '32px auto', padding: 24, background: 'var(--color-surface)', borderRadius: 10 }}>
    <SessionProbe />
    <Story />
  </div>
);

const meta = {
  title: 'features/auth/RegisterForm',
  component: RegisterForm,
  decorators: [withSession],
  // The stories stay on the form instead of opening confirm_account.
  args: { onRegistered: () => {} },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(document.cookie).toContain('csrftoken='));
  await userEvent.type(canvas.getByLabelText('First Name*'), 'Jane');
  await userEvent.type(canvas.getByLabelText('Last Name*'), 'Doe');
  await userEvent.type(canvas.getByLabelText('Email*'), email);
  await userEvent.type(canvas.getByLabelText('Password*'), 'sup3r-secret');
  await userEvent.type(canvas.getByLabelText('Confirm Password*'), 'sup3r-secret');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
  return canvas;
}

export const Idle: Story = {};

/** Every client-side message of the spec after an empty submit. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('First Name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Last Name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Email is required')).toBeInTheDocument();
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
  },
};

/** Server field errors, each under its field (first message only; snake_case mapped to the form). */
export const ServerFieldErrors: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/users/', () =>
          HttpResponse.json(
            {
              email: ['A user with this email already exists.'],
              password: ['This password is too common.', 'This password is entirely numeric.'],
            },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'jane.doe@example.com');
    await expect(await canvas.findByText('A user with this email already exists.')).toBeInTheDocument();
    await expect(canvas.getByText('This password is too common.')).toBeInTheDocument();
    await expect(canvas.queryByText('This password is entirely numeric.')).not.toBeInTheDocument();
  },
};

/** No field errors in the answer: the generic "An error occurred". */
export const GenericError: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/users/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement, 'jane.doe@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('An error occurred');
  },
};
