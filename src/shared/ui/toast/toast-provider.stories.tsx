import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { notify } from '../../lib/notify';
import { Button } from '../button';

/** Toasts come from the preview's ToastProvider; these buttons drive the notify bridge. */
function ToastDemo() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 16 }}>
      <Button onClick={() => notify.show('Item removed from project.', { variant: 'success' })}>Success</Button>
      <Button variant="secondary" onClick={() => notify.show('Error updating project.', { variant: 'error' })}>
        Error
      </Button>
      <Button variant="secondary" onClick={() => notify.show('Night Drive is already in project.', { variant: 'warning' })}>
        Warning
      </Button>
      <Button
        variant="secondary"
        onClick={() => {
          const key = 'story-download';
          notify.show('Starting download for Night Drive', { key, variant: 'info', autoHideDuration: null });
          let percent = 0;
          const timer = setInterval(() => {
            percent += 25;
            if (percent < 100) notify.update(key, `Downloading Night Drive ${percent}%`);
            else {
              clearInterval(timer);
              notify.update(key, 'Download complete! Night Drive', { variant: 'success', autoHideDuration: 2000 });
            }
          }, 400);
        }}
      >
        Download progress
      </Button>
    </div>
  );
}

const meta = {
  title: 'shared/ui/toast/Toasts',
  component: ToastDemo,
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A progress toast whose text changes in place, then turns into a success toast. */
export const ProgressUpdatesInPlace: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Download progress' }));
    await expect(await body.findByText('Starting download for Night Drive')).toBeVisible();
    await waitFor(() => expect(body.getByText('Downloading Night Drive 50%')).toBeVisible(), { timeout: 3000 });
    await waitFor(() => expect(body.getByText('Download complete! Night Drive')).toBeVisible(), { timeout: 3000 });
  },
};

/** The variants side by side. */
export const Variants: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Warning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error' }));
    await expect(await within(canvasElement.ownerDocument.body).findByText('Error updating project.')).toBeVisible();
  },
};
