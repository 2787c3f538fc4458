import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('groups answers by topic and expands a question on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />);
    expect(document.title).toBe('Frequently Asked Questions | 4EM');
    for (const topic of ['Licensing', 'Cue sheets', 'Downloads', 'PRO restrictions', 'Submitting music']) {
      expect(screen.getByRole('heading', { name: topic, level: 2 })).toBeInTheDocument();
    }
    const question = screen.getByText('Is there a download limit?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(screen.getByText(/each account has a download allowance/)).toBeVisible();
  });

  it('"Submit your music" under "Submitting music" opens the submit_demo popup', async () => {
    const { store } = renderWithProviders(<FaqPage />);
    const group = screen.getByRole('region', { name: 'Submitting music' });
    await userEvent.click(within(group).getByRole('button', { name: 'Submit your music' }));
    expect(store.getState().popup?.current?.name).toBe('submit_demo');
  });
});
