import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
