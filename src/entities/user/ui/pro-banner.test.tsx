import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '@mocks/node';
import { renderWithProviders } from '@/shared/lib/test';
import { useCurrentUser } from '../model/use-current-user';
import { ProBanner } from './pro-banner';

function Probe() {
  const { isLoading, isSignedIn } = useCurrentUser();
  return <p>{isLoading ? 'checking' : isSignedIn ? 'signed in' : 'visitor'}</p>;
}

describe('ProBanner', () => {
  it('tells the BMI-restricted persona why tracks may be missing, in the spec sentence', async () => {
    signInAs('pro@example.com');
    renderWithProviders(<ProBanner />);
    const banner = await screen.findByRole('complementary', { name: 'PRO restrictions' });
    expect(banner).toHaveTextContent(
      "You're viewing the library as a BMI user. Some tracks may be hidden due to BMI's PRO restrictions.",
    );
  });

  it('is absent for an unrestricted user', async () => {
    signInAs('listener@example.com');
    renderWithProviders(
      <>
        <Probe />
        <ProBanner />
      </>,
    );
    await screen.findByText('signed in');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('is absent for a visitor', async () => {
    renderWithProviders(
      <>
        <Probe />
        <ProBanner />
      </>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('visitor')).toBeInTheDocument());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
