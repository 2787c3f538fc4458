import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './footer';

const meta = {
  title: 'widgets/footer/Footer',
  component: Footer,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor sees Login. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Record Label/ })).toHaveAttribute('target', '_blank');
  },
};

/** Signed in: Logout instead of Login. */
export const SignedIn: Story = {
  parameters: { signedInAs: 'listener@example.com' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** The narrow (mobile) grid. */
export const Narrow: Story = {
  render: () => (
    <div style={{ maxWidth: 375 }}>
      <Footer />
    </div>
  ),
};
