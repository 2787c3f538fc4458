import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { GENERAL_INQUIRIES, SUBPUBLISHERS } from '../config/contacts';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('lists general inquiries and every regional subpublisher with phone, fax and e-mail', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { name: 'Contact', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Contact | 4EM');

    const general = screen.getByRole('article', { name: GENERAL_INQUIRIES.name });
    expect(within(general).getByText(/General inquiries/)).toBeInTheDocument();
    expect(within(general).getByRole('link', { name: GENERAL_INQUIRIES.email })).toHaveAttribute(
      'href',
      `mailto:${GENERAL_INQUIRIES.email}`,
    );

    expect(SUBPUBLISHERS.length).toBeGreaterThanOrEqual(6);
    for (const office of SUBPUBLISHERS) {
      const card = screen.getByRole('article', { name: office.name });
      expect(within(card).getByText(office.territory)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: office.phone })).toHaveAttribute(
        'href',
        `tel:${office.phone.replace(/[^\d+]/g, '')}`,
      );
      expect(within(card).getByText(office.fax)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: office.email })).toHaveAttribute('href', `mailto:${office.email}`);
    }
  });

  it('offers composers "Submit your music", which opens the submit_demo popup', async () => {
    const { store } = renderWithProviders(<ContactPage />);
    const composers = screen.getByRole('region', { name: 'Composers' });
    await userEvent.click(within(composers).getByRole('button', { name: 'Submit your music' }));
    expect(store.getState().popup?.current?.name).toBe('submit_demo');
  });
});
