import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('PrivacyPolicyPage', () => {
  it('has a title and contents linking to every section', () => {
    renderWithProviders(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy | 4EM');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id);
    expect(within(contents).getAllByRole('link')).toHaveLength(sections.length);
    const target = screen.getByRole('heading', { name: 'Your rights', level: 2 });
    expect(within(contents).getByRole('link', { name: 'Your rights' })).toHaveAttribute('href', `#${target.id}`);
  });
});
