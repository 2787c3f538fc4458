import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FailureBoundary } from './failure-boundary';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

describe('FailureBoundary', () => {
  it('shows its fallback in place of a part that fails, and the page around it stays', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Browse Music</h1>
        <FailureBoundary label="The player bar" fallback={<p>Player unavailable</p>}>
          <Broken />
        </FailureBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Browse Music' })).toBeInTheDocument();
    expect(screen.getByText('Player unavailable')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('The player bar failed to load', expect.any(TypeError), expect.any(String));
    consoleError.mockRestore();
  });
});
