import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AccountArea } from './account-area';

/** As in the sidebar: a dark, 380 px column. */
const inSidebar: Decorator = (Story) => (
  <div style={{ width: 380, margin: '24px auto', padding: 20, background: '#141416' }}>
    <Story />
  </div>
);

const meta = {
  title: 'features/account-settings/AccountArea',
  component: AccountArea,
  decorators: [inSidebar],
  parameters: { signedInAs: 'listener@example.com' },
} satisfies Meta<typeof AccountArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const UPDATE = '*/api/users/me/update/';
const PASSWORD = '*/api/users/me/actions/password-change/';
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
const serverError = () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });

async function form(canvasElement: HTMLElement, name: string) {
  return within(await within(canvasElement).findByRole('form', { name }));
}

async function saveProfile(canvasElement: HTMLElement) {
  const profile = await form(canvasElement, 'Profile');
  await userEvent.click(profile.getByRole('button', { name: 'Save Profile' }));
  return profile;
}

async function changePassword(canvasElement: HTMLElement, password = 'new-secret-1') {
  const section = await form(canvasElement, 'Password reset');
  await userEvent.type(section.getByLabelText('Password*'), password);
  await userEvent.type(section.getByLabelText('Confirm Password*'), password);
  await userEvent.click(section.getByRole('button', { name: 'Change Password' }));
  return section;
}

async function chooseWav(canvasElement: HTMLElement) {
  const formats = await form(canvasElement, 'Download file format');
  await userEvent.click(formats.getByRole('radio', { name: /WAV/ }));
  return formats;
}

async function saveAddress(canvasElement: HTMLElement) {
  const address = await form(canvasElement, 'Address and contact info');
  await userEvent.type(address.getByRole('textbox', { name: 'Extension' }), '7');
  await userEvent.click(address.getByRole('button', { name: 'Save Address' }));
  return address;
}

/** The four sections, idle, filled from the signed-in user. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const profile = await form(canvasElement, 'Profile');
    await expect(await profile.findByDisplayValue('listener@example.com')).toBeVisible();
  },
};

/** Profile validation: the spec's messages. */
export const ProfileInvalid: Story = {
  play: async ({ canvasElement }) => {
    const profile = await form(canvasElement, 'Profile');
    await userEvent.clear(profile.getByRole('textbox', { name: 'First Name*' }));
    await userEvent.clear(profile.getByRole('textbox', { name: 'Email*' }));
    await userEvent.type(profile.getByRole('textbox', { name: 'Email*' }), 'jamie@nowhere');
    await userEvent.click(profile.getByRole('button', { name: 'Save Profile' }));
    await expect(profile.getByText('First Name is required')).toBeVisible();
    await expect(profile.getByText('Email not formatted correctly')).toBeVisible();
  },
};

export const ProfileSaving: Story = {
  parameters: { msw: { handlers: [http.put(UPDATE, never)] } },
  play: async ({ canvasElement }) => {
    const profile = await saveProfile(canvasElement);
    await expect(await profile.findByText('Saving...')).toBeVisible();
  },
};

export const ProfileSaved: Story = {
  play: async ({ canvasElement }) => {
    const profile = await saveProfile(canvasElement);
    await expect(await profile.findByText('Saved!')).toBeVisible();
  },
};

export const ProfileError: Story = {
  parameters: { msw: { handlers: [http.put(UPDATE, serverError)] } },
  play: async ({ canvasElement }) => {
    const profile = await saveProfile(canvasElement);
    await expect(await profile.findByText('Error: A server error occurred.')).toBeVisible();
  },
};

/** Password fields: both required, and equal. */
export const PasswordInvalid: Story = {
  play: async ({ canvasElement }) => {
    const section = await form(canvasElement, 'Password reset');
    await userEvent.type(section.getByLabelText('Password*'), 'new-secret-1');
    await userEvent.type(section.getByLabelText('Confirm Password*'), 'new-secret-2');
    await userEvent.click(section.getByRole('button', { name: 'Change Password' }));
    await expect(section.getByText('Passwords must match')).toBeVisible();
  },
};

export const PasswordSaving: Story = {
  parameters: { msw: { handlers: [http.post(PASSWORD, never)] } },
  play: async ({ canvasElement }) => {
    const section = await changePassword(canvasElement);
    await expect(await section.findByText('Saving...')).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => {
    const section = await changePassword(canvasElement);
    await expect(await section.findByText('Password changed successfully')).toBeVisible();
  },
};

export const PasswordError: Story = {
  play: async ({ canvasElement }) => {
    const section = await changePassword(canvasElement, 'short');
    await expect(await section.findByText('Error: Password change failed')).toBeVisible();
  },
};

export const PasswordReauthenticationFailed: Story = {
  parameters: { msw: { handlers: [http.post('*/api/login/', () => HttpResponse.json({ error: 'Invalid email or password.' }, { status: 400 }))] } },
  play: async ({ canvasElement }) => {
    const section = await changePassword(canvasElement);
    await expect(await section.findByText('Error: Failed to re-authenticate')).toBeVisible();
  },
};

export const FormatSaving: Story = {
  parameters: { msw: { handlers: [http.put(UPDATE, never)] } },
  play: async ({ canvasElement }) => {
    const formats = await chooseWav(canvasElement);
    await expect(await formats.findByText('Saving...')).toBeVisible();
  },
};

export const FormatSaved: Story = {
  play: async ({ canvasElement }) => {
    const formats = await chooseWav(canvasElement);
    await expect(await formats.findByText('Saved!')).toBeVisible();
  },
};

/** The save failed: the error beside the saved format (ASK EVERY TIME), checked again. */
export const FormatError: Story = {
  parameters: { msw: { handlers: [http.put(UPDATE, serverError)] } },
  play: async ({ canvasElement }) => {
    const formats = await chooseWav(canvasElement);
    await expect(await formats.findByText('Error: A server error occurred.')).toBeVisible();
    await expect(formats.getByRole('radio', { name: /ASK EVERY TIME/ })).toBeChecked();
  },
};

export const AddressSaving: Story = {
  parameters: { msw: { handlers: [http.put(UPDATE, never)] } },
  play: async ({ canvasElement }) => {
    const address = await saveAddress(canvasElement);
    await expect(await address.findByText('Saving...')).toBeVisible();
  },
};

export const AddressSaved: Story = {
  play: async ({ canvasElement }) => {
    const address = await saveAddress(canvasElement);
    await expect(await address.findByText('Saved!')).toBeVisible();
  },
};

export const AddressError: Story = {
  parameters: { msw: { handlers: [http.put(UPDATE, serverError)] } },
  play: async ({ canvasElement }) => {
    const address = await saveAddress(canvasElement);
    await expect(await address.findByText('Error: A server error occurred.')).toBeVisible();
  },
};
