import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { TermsOfUsePage } from './terms-of-use-page';

describe('TermsOfUsePage', () => {
  it('has a title and contents linking to every section', () => {
    renderWithProviders(<TermsOfUsePage />);
    expect(screen.getByRole('heading', { name: 'Terms of Use', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Terms of Use | 4EM');
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    const sections = screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.id);
    expect(within(contents).getAllByRole('link')).toHaveLength(sections.length);
    const target = screen.getByRole('heading', { name: 'Downloads are not a license', level: 2 });
    expect(within(contents).getByRole('link', { name: 'Downloads are not a license' })).toHaveAttribute('href', `#${target.id}`);
  });
});
