import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/shared/lib/test';
import { makeTrack } from '../testing';
import { TrackInfoBlock } from './track-info-block';

function hrefParams(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '', 'http://x');
  return { path: url.pathname, ...Object.fromEntries(url.searchParams) };
}

describe('TrackInfoBlock', () => {
  it('joins several composers with commas and "&", each linking to their tracks', async () => {
    const track = makeTrack({
      composers: [
        { name: 'Ann Lee', pro: 'BMI' },
        { name: 'Bo Park', pro: 'ASCAP' },
        { name: 'Cy Dunn', pro: 'PRS' },
      ],
    });
    renderWithProviders(<TrackInfoBlock track={track} />);
    const credits = await screen.findByTestId('track-composers');
    expect(credits).toHaveTextContent(/^Ann Lee, Bo Park & Cy Dunn$/);
    expect(screen.getByText('Composers')).toBeInTheDocument();
    expect(hrefParams(within(credits).getByRole('link', { name: 'Bo Park' }))).toEqual({
      path: '/search',
      type: 'tracks',
      keywords_include: 'Bo Park (ASCAP)',
    });
  });

  it('shows "Trad. Arr." before the arrangers of a traditional arrangement', async () => {
    renderWithProviders(<TrackInfoBlock track={makeTrack({ is_traditional_arrangement: true, composers: [{ name: 'Ann Lee', pro: 'BMI' }] })} />);
    expect(await screen.findByTestId('track-composers')).toHaveTextContent(/^Trad\. Arr\. Ann Lee$/);
    expect(screen.getByText('Composer')).toBeInTheDocument();
  });

  it('shows two composers as "A & B"', async () => {
    renderWithProviders(
      <TrackInfoBlock
        track={makeTrack({
          composers: [
            { name: 'Ann Lee', pro: 'BMI' },
            { name: 'Bo Park', pro: 'ASCAP' },
          ],
        })}
      />,
    );
    expect(await screen.findByTestId('track-composers')).toHaveTextContent(/^Ann Lee & Bo Park$/);
  });

  it('shows the publisher with its PRO, and BPM and key lists linking to the tracks search', async () => {
    renderWithProviders(
      <TrackInfoBlock
        track={makeTrack({
          publishers: [{ name: 'Four Elements Publishing', pro: 'ASCAP' }],
          bpm: [90, 180],
          musical_key: ['Dm', 'F'],
        })}
      />,
    );
    expect(await screen.findByText('Four Elements Publishing (ASCAP)')).toBeInTheDocument();
    expect(hrefParams(screen.getByRole('link', { name: 'Tracks at 180 BPM' }))).toEqual({ path: '/search', type: 'tracks', bpm: '180' });
    expect(hrefParams(screen.getByRole('link', { name: 'Tracks in Dm' }))).toEqual({ path: '/search', type: 'tracks', key: 'Dm' });
    expect(screen.getByRole('link', { name: 'Tracks in F' })).toHaveTextContent('F');
  });

  it('leaves out empty credits', async () => {
    renderWithProviders(<TrackInfoBlock track={makeTrack({ publishers: [], bpm: [], musical_key: [] })} />);
    await screen.findByTestId('track-composers');
    expect(screen.queryByText('Publisher')).not.toBeInTheDocument();
    expect(screen.queryByText('BPM')).not.toBeInTheDocument();
    expect(screen.queryByText('Key')).not.toBeInTheDocument();
  });
});
