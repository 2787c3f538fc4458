import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { NewsletterForm } from './newsletter-form';

const meta = {
  title: 'features/newsletter/NewsletterForm',
  component: NewsletterForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), email);
  await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
  return canvas;
}

export const Idle: Story = {};

/** The request is on its way. */
export const Subscribing: Story = {
  parameters: { msw: { handlers: [http.post('*/api/newsletter/', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'editor@example.com');
    await expect(await canvas.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  },
};

/** The mock backend accepted the address. */
export const Subscribed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'editor@example.com');
    await expect(await canvas.findByText('Subscribed!')).toBeVisible();
  },
};

/** The server refused the address: its e-mail error is shown. */
export const ServerEmailError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'editor@studio');
    await expect(await canvas.findByText('Error: Enter a valid email address.')).toBeVisible();
  },
};

/** Any other failure. */
export const GenericError: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/newsletter/', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'editor@example.com');
    await expect(await canvas.findByText('Error: Something went wrong')).toBeVisible();
  },
};
