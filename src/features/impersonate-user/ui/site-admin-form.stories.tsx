import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SiteAdminForm } from './site-admin-form';

const inSidebar: Decorator = (Story) => (
  <div style={{ width: 380, margin: '24px auto', padding: 20, background: '#141416' }}>
    <Story />
  </div>
);

const meta = {
  title: 'features/impersonate-user/SiteAdminForm',
  component: SiteAdminForm,
  decorators: [inSidebar],
  parameters: { signedInAs: 'admin@example.com' },
} satisfies Meta<typeof SiteAdminForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function viewAs(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'User Email*' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'View as user' }));
  return canvas;
}

export const Idle: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'User Email*' }), 'listener@example');
    await userEvent.click(canvas.getByRole('button', { name: 'View as user' }));
    await expect(canvas.getByText('Invalid email format')).toBeVisible();
  },
};

/** Success: the toast says whom the admin now views the site as. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    await viewAs(canvasElement, 'listener@example.com');
    await expect(await within(document.body).findByText('Successfully impersonating listener@example.com')).toBeVisible();
  },
};

export const Failure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await viewAs(canvasElement, 'nobody@example.com');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to impersonate user: No user found with this email.');
  },
};
