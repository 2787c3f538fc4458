import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Rename
      </button>
      {open ? (
        <Dialog label="Rename project" onClose={() => setOpen(false)}>
          <input aria-label="Title" autoFocus />
          <button type="button" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to its opener when it closes, also when a field inside took the focus first', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    for (let round = 0; round < 2; round += 1) {
      await user.click(screen.getByRole('button', { name: 'Rename' }));
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus();
    }
  });

  it('gives focus back to its opener when it closes after being mounted anew while open', async () => {
    // A loaded phone showed the login popup, then its dialog was mounted a second time while open.
    // The new one found focus on the old one's panel and took that for its opener: on Escape the
    // focus went to nowhere instead of back to "Login / Register".
    function Remounting() {
      const [open, setOpen] = useState(false);
      const [mount, setMount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Login / Register
          </button>
          <button type="button" onClick={() => setMount((n) => n + 1)}>
            Mount again
          </button>
          {open ? (
            <Dialog key={mount} label="Log in or register" onClose={() => setOpen(false)}>
              <p>Loading form</p>
            </Dialog>
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Remounting />);
    await user.click(screen.getByRole('button', { name: 'Login / Register' }));
    expect(screen.getByRole('dialog', { name: 'Log in or register' })).toHaveFocus();
    // Mounted anew while the old panel has the focus (the dialog hides what is behind it, so this
    // is pressed from outside React's view of the page).
    act(() => screen.getByRole('button', { name: 'Mount again', hidden: true }).click());
    expect(screen.getByRole('dialog', { name: 'Log in or register' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login / Register' })).toHaveFocus();
  });

  it('closes on an Escape pressed as soon as it is on screen, before React runs its passive effects', async () => {
    // A loaded phone painted the login popup and took an Escape before the dialog's effects ran:
    // the key was lost and the popup stayed. Rendered outside act(), as a browser renders, the
    // key is pressed the moment the dialog enters the page (a mutation observer's callback runs
    // before React's next task, where passive effects run).
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const onClose = vi.fn();
    try {
      const pressed = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]')) return;
          observer.disconnect();
          document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          resolve();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      root.render(
        <Dialog label="Log in or register" onClose={onClose}>
          <p>Loading form</p>
        </Dialog>,
      );
      await pressed;
      expect(onClose).toHaveBeenCalledTimes(1);
    } finally {
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
