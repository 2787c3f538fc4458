import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { SupportForm } from './support-form';

const inSidebar: Decorator = (Story) => (
  <div style={{ width: 380, margin: '24px auto', padding: 20, background: '#141416' }}>
    <Story />
  </div>
);

const meta = {
  title: 'features/support-request/SupportForm',
  component: SupportForm,
  decorators: [inSidebar],
  parameters: { signedInAs: 'listener@example.com' },
} satisfies Meta<typeof SupportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Request Type*' }), 'LICENSE');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Description*' }), 'Which license covers a festival trailer?');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  return canvas;
}

export const Idle: Story = {};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByText('Request type is required')).toBeVisible();
    await expect(canvas.getByText('Description is required')).toBeVisible();
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText('Submitted!')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/users/me/support-request/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText('Failed to submit support request: HTTP error! status: 500')).toBeVisible();
  },
};
