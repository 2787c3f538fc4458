import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordResetPage, RESET_UNAVAILABLE } from './password-reset-page';

const meta = {
  title: 'pages/password-reset/PasswordResetPage',
  component: PasswordResetPage,
  parameters: { route: '/password-reset/request-reset' },
} satisfies Meta<typeof PasswordResetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The link was sent (the same words whether or not the address has an account). */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email*'), 'listener@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText(/we've sent a link to reset your password/)).toBeInTheDocument();
  },
};

/** A server built from the spec alone has no reset call: the contact e-mail instead. */
export const ResetUnavailable: Story = {
  parameters: { mockScenarios: ['strict'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email*'), 'listener@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
    await expect(await canvas.findByText(RESET_UNAVAILABLE)).toBeInTheDocument();
  },
};
