import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withWindowWidth } from '@/shared/lib/test/window-width';
import { Header } from './header';

const meta = {
  title: 'widgets/header/Header',
  component: Header,
  beforeEach: withWindowWidth(1280),
  render: () => (
    <div style={{ minHeight: 320 }}>
      <Header />
    </div>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Browse Music, What We Do, Contact and Login / Register (opens register_login). */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Login / Register' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Music' })).toHaveAttribute('href', '/search');
  },
};

/** Signed in as listener@example.com: the name (first name, last initial) toggles the sidebar. */
export const SignedIn: Story = {
  parameters: { signedInAs: 'listener@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('button', { name: 'Jamie R' });
    await userEvent.click(name);
    await expect(name).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Current page highlighted (What We Do). */
export const ActiveLink: Story = {
  parameters: { route: '/what-we-do' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'What We Do' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Below 768 px: search icon and burger; the menu is opened here. */
export const Mobile: Story = {
  beforeEach: withWindowWidth(375),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: () => (
    <div style={{ maxWidth: 375, minHeight: 480 }}>
      <Header />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Search tracks' })).toHaveAttribute('href', '/search?type=tracks');
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Login / Register' })).toBeVisible());
  },
};

/** Below 768 px, signed in: the menu greets the person and leads to the sidebar's areas as pages (a phone has no sidebar). */
export const MobileSignedIn: Story = {
  beforeEach: withWindowWidth(375),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { signedInAs: 'listener@example.com' },
  render: Mobile.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = canvas.getByRole('navigation', { name: 'Main' });
    await expect(await within(menu).findByRole('link', { name: 'My Projects' })).toHaveAttribute('href', '/project');
    await expect(within(menu).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    await expect(within(menu).getByText('Jamie R')).toBeVisible();
  },
};

/** Mobile search bar toggled open by the search icon. */
export const MobileSearch: Story = {
  beforeEach: withWindowWidth(375),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: Mobile.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Search tracks' }));
    await expect(await canvas.findByRole('search')).toBeVisible();
  },
};
