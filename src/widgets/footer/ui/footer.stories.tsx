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

/**
 * At the end of a long page (a playlist, search results): the newsletter form's code is asked for
 * only once its room comes within a screenful of the window, so a visitor who stays at the top never
 * pays for it; scrolled down, the form is there.
 */
export const BelowALongPage: Story = {
  render: () => (
    <div>
      <div style={{ height: 4000 }} aria-hidden="true" />
      <Footer />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Login' });
    // Past the first paint and an idle moment: what the footer loads at once is being loaded.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
    await expect(canvas.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    await expect(canvasElement.querySelector('.footer__newsletter-placeholder')).not.toBeNull();

    canvasElement.querySelector('footer')!.scrollIntoView();
    await expect(await canvas.findByRole('textbox', { name: 'Email address' })).toBeVisible();
    window.scrollTo(0, 0);
  },
};
