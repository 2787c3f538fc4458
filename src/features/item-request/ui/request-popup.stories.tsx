import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Dialog } from '@/shared/ui/dialog';
import { RequestPopup } from './request-popup';

const item = { type: 'track', id: 1, title: 'Full Charge Transition' } as const;

/** What a DRF server answers when it refuses every field of a request. */
const refuseEveryField = (path: string) =>
  http.post(`*/api/users/me/actions/${path}/`, () =>
    HttpResponse.json(
      {
        full_name: ['Ensure this field has no more than 150 characters.'],
        email: ['Enter a valid email address.'],
        phone_number: ['Enter a valid phone number.'],
        description: ['Ensure this field has no more than 2000 characters.'],
      },
      { status: 400 },
    ),
  );

const meta = {
  title: 'features/item-request/RequestPopup',
  component: RequestPopup,
  args: { name: 'license_request', props: { item }, close: () => {}, closeAll: () => {} },
  render: (args) => (
    <Dialog label="Request" onClose={() => {}}>
      <RequestPopup {...args} />
    </Dialog>
  ),
} satisfies Meta<typeof RequestPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submitFilled() {
  const name = await screen.findByRole('textbox', { name: 'Full Name*' });
  // The form fills in once the signed-in user has loaded.
  await waitFor(() => expect(name).toHaveValue('Jamie Rivera'));
  await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
}

/** A visitor's license request: empty fields and the support phone number. */
export const LicenseVisitor: Story = {};

/** Signed in: prefilled; submitting says "Submitted!". */
export const LicenseSubmitted: Story = {
  parameters: { signedInAs: 'listener@example.com' },
  play: async () => {
    await submitFilled();
    await expect(await screen.findByText('Submitted!')).toBeInTheDocument();
  },
};

/** Local checks: full name and e-mail required. */
export const LicenseRequiredFields: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    await expect(screen.getByText('Email is required')).toBeInTheDocument();
  },
};

/** The server refuses the license request's fields. */
export const LicenseServerFieldErrors: Story = {
  parameters: { signedInAs: 'listener@example.com', msw: { handlers: [refuseEveryField('license-request')] } },
  play: async () => {
    await submitFilled();
    await expect(await screen.findByText('Ensure this field has no more than 150 characters.')).toBeInTheDocument();
    await expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument();
    await expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
  },
};

/** The server fails: the general message; what was typed stays. */
export const LicenseServerDown: Story = {
  parameters: {
    signedInAs: 'listener@example.com',
    msw: { handlers: [http.post('*/api/users/me/actions/license-request/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }))] },
  },
  play: async () => {
    await submitFilled();
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit the form. Please try again later.');
  },
};

/** Customize: with a description box. */
export const Customize: Story = {
  args: { name: 'customize_request' },
  parameters: { signedInAs: 'listener@example.com' },
};

/** The server refuses the customize request's fields (description included). */
export const CustomizeServerFieldErrors: Story = {
  args: { name: 'customize_request' },
  parameters: { signedInAs: 'listener@example.com', msw: { handlers: [refuseEveryField('customize-request')] } },
  play: async () => {
    await submitFilled();
    await expect(await screen.findByText('Ensure this field has no more than 2000 characters.')).toBeInTheDocument();
    await expect(screen.getByText('Enter a valid phone number.')).toBeInTheDocument();
  },
};

/** Stems: with a description box. */
export const Stem: Story = {
  args: { name: 'stem_request' },
  parameters: { signedInAs: 'listener@example.com' },
};

/** The server refuses the stem request's fields. */
export const StemServerFieldErrors: Story = {
  args: { name: 'stem_request' },
  parameters: { signedInAs: 'listener@example.com', msw: { handlers: [refuseEveryField('stem-request')] } },
  play: async () => {
    await submitFilled();
    await expect(await screen.findByText('Ensure this field has no more than 150 characters.')).toBeInTheDocument();
    await expect(screen.getByText('Ensure this field has no more than 2000 characters.')).toBeInTheDocument();
  },
};
