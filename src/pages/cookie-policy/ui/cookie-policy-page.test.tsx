import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { CookiePolicyPage } from './cookie-policy-page';

describe('CookiePolicyPage', () => {
  it('has a title and contents linking to every section', () => {
    renderWithProviders(<CookiePolicyPage />);
    expect(screen.getByRole('heading', { name: 'Cookie Policy', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Cookie Policy | 4EM');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id);
    expect(within(contents).getAllByRole('link')).toHaveLength(sections.length);
    const target = screen.getByRole('heading', { name: 'Cookies we use', level: 2 });
    expect(within(contents).getByRole('link', { name: 'Cookies we use' })).toHaveAttribute('href', `#${target.id}`);
  });
});
