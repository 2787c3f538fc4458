import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { notify, resetNotify } from '@/shared/lib/notify';
import { ToastProvider } from './toast-provider';

afterEach(() => {
  act(() => resetNotify());
});

function toasts() {
  return document.querySelectorAll('[data-toast-key]');
}

describe('toast provider and notify bridge', () => {
  it('shows a toast from outside React and changes its text in place on update', async () => {
    render(<ToastProvider />);
    act(() => {
      notify.show('Starting download for Night Drive', { key: 'download-7', autoHideDuration: null });
    });
    const first = await screen.findByText('Starting download for Night Drive');
    const toast = first.closest('[data-toast-key]');
    expect(toast).toHaveAttribute('data-toast-key', 'download-7');

    act(() => notify.update('download-7', 'Downloading Night Drive 42%'));
    expect(screen.getByText('Downloading Night Drive 42%')).toBeInTheDocument();
    expect(screen.queryByText('Starting download for Night Drive')).not.toBeInTheDocument();
    // Same toast element, not a second toast.
    expect(toasts()).toHaveLength(1);
    expect(screen.getByText('Downloading Night Drive 42%').closest('[data-toast-key]')).toBe(toast);

    act(() => notify.update('download-7', 'Download complete! Night Drive', { variant: 'success', autoHideDuration: 60 }));
    expect(toast).toHaveClass('toast--success');
    expect(within(toast as HTMLElement).getByText('Download complete! Night Drive')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Download complete! Night Drive')).not.toBeInTheDocument());
    expect(notify.isOpen('download-7')).toBe(false);
  });

  it('closes by key and by the dismiss button', async () => {
    const user = userEvent.setup();
    render(<ToastProvider />);
    act(() => {
      notify.show('Generating cuesheet for album...', { key: 'cue', autoHideDuration: null });
      notify.show('Saved!', { key: 'saved', variant: 'success', autoHideDuration: null });
    });
    expect(await screen.findByText('Generating cuesheet for album...')).toBeInTheDocument();
    expect(screen.getByText('Saved!')).toBeInTheDocument();

    act(() => notify.close('cue'));
    await waitFor(() => expect(screen.queryByText('Generating cuesheet for album...')).not.toBeInTheDocument());

    const saved = screen.getByText('Saved!').closest('[data-toast-key]') as HTMLElement;
    await user.click(within(saved).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Saved!')).not.toBeInTheDocument());
  });

  it('closes after the default 3 seconds and marks errors as alerts', async () => {
    render(<ToastProvider />);
    act(() => {
      notify.show('Error: Failed to fetch cuesheet.', { variant: 'error' });
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch cuesheet.');
    await waitFor(() => expect(screen.queryByText('Error: Failed to fetch cuesheet.')).not.toBeInTheDocument(), {
      timeout: 4500,
    });
  });

  it('shows a toast that was enqueued before the provider mounted, once, even when shown twice', async () => {
    act(() => {
      notify.show('Item removed from project.', { key: 'early', autoHideDuration: null });
      notify.show('Item removed from project.', { key: 'early', autoHideDuration: null });
    });
    render(<ToastProvider />);
    expect(await screen.findByText('Item removed from project.')).toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
  });
});
