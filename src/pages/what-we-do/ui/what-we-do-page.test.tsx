import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPANY } from '@/shared/config';
import { renderWithProviders } from '@/shared/lib/test';
import { WhatWeDoPage } from './what-we-do-page';

describe('WhatWeDoPage', () => {
  it('states the licensing model and how composers submit music', () => {
    renderWithProviders(<WhatWeDoPage />);
    expect(screen.getByRole('heading', { name: 'What We Do', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('What We Do | 4EM');
    expect(screen.getByRole('heading', { name: 'Free to register' })).toBeInTheDocument();
    expect(screen.getByText(/All of our music is cleared and exclusive/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Per use or per project' })).toBeInTheDocument();
    expect(screen.getByText(/annual blanket license/)).toBeInTheDocument();
    expect(screen.getByText('Only 4EM may license 4EM music.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: COMPANY.newComposerEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.newComposerEmail}`,
    );
  });
});
