import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { renderWithProviders } from '@/shared/lib/test';
import { SubmitMusicButton } from './submit-music-button';

describe('SubmitMusicButton', () => {
  it('opens the submit_demo popup for a visitor', async () => {
    const { store } = renderWithProviders(<SubmitMusicButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit your music' }));
    expect(selectCurrentPopup(store.getState())?.name).toBe('submit_demo');
  });
});
