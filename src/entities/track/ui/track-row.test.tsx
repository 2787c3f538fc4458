import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { serializeTrack } from '@mocks/serializers/track';
import type { TrackDto } from '@/shared/api';
import { recordRequests, renderWithProviders } from '@/shared/lib/test';
import { DEFAULT_ALBUM_IMAGE } from '@/shared/ui/artwork';
import { makeTrack } from '../testing';
import { TrackRow } from './track-row';

/** A main track of the mock catalogue with both versions and stems. */
function trackWithVersionsAndStems(): TrackDto {
  const index = catalogueIndex();
  const record = index.main.find((t) => (index.versionsOf.get(t.id)?.length ?? 0) >= 2 && (index.stemsOf.get(t.id)?.length ?? 0) >= 2);
  if (!record) throw new Error('The mock catalogue has no track with versions and stems');
  return serializeTrack(record, { index });
}

let requests: ReturnType<typeof recordRequests>;
const requestedPaths = () => requests.urls.map((url) => url.pathname);

describe('TrackRow', () => {
  beforeEach(() => {
    requests = recordRequests();
  });
  afterEach(() => {
    requests.stop();
  });

  it('expands versions with "Full" first, fetching them only once across toggles', async () => {
    const user = userEvent.setup();
    const track = trackWithVersionsAndStems();
    renderWithProviders(<TrackRow track={track} />);
    const toggle = screen.getByRole('button', { name: new RegExp(`^Versions ${track.num_versions}$`) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const panel = await screen.findByRole('region', { name: `Versions of ${track.display_title}` });
    const rows = await within(panel).findAllByRole('listitem');
    expect(rows).toHaveLength(track.num_versions + 1);
    expect(rows[0]).toHaveTextContent('Full');

    await user.click(toggle);
    expect(screen.queryByRole('region', { name: /Versions of/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByRole('region', { name: /Versions of/ })).toBeInTheDocument();
    expect(requestedPaths().filter((path) => path === `/api/music/tracks/${track.id}/versions/`)).toHaveLength(1);
  });

  it('expands stems, fetching them only once, and switches between the two panels', async () => {
    const user = userEvent.setup();
    const track = trackWithVersionsAndStems();
    const stems = catalogueIndex().stemsOf.get(track.id)!;
    renderWithProviders(<TrackRow track={track} />);
    const stemsToggle = screen.getByRole('button', { name: /^Stems \d+$/ });
    await user.click(stemsToggle);
    const panel = await screen.findByRole('region', { name: /Stems of/ });
    expect(await within(panel).findByText(stems[0].title)).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(stems.length);

    await user.click(screen.getByRole('button', { name: /^Versions \d+$/ }));
    expect(await screen.findByRole('region', { name: /Versions of/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Stems of/ })).not.toBeInTheDocument();
    await user.click(stemsToggle);
    await screen.findByRole('region', { name: /Stems of/ });
    expect(requestedPaths().filter((path) => path === `/api/music/tracks/${track.id}/stems/`)).toHaveLength(1);
  });

  it('opens the stems holding the highlighted stem and marks that stem', async () => {
    const track = trackWithVersionsAndStems();
    const stem = catalogueIndex().stemsOf.get(track.id)![1];
    renderWithProviders(<TrackRow track={track} highlightStemId={stem.id} />);
    const panel = await screen.findByRole('region', { name: /Stems of/ });
    const current = await within(panel).findByText(stem.title);
    expect(current.closest('li')).toHaveAttribute('aria-current', 'true');
  });

  it('starts with versions open when asked (the "Go to track" target)', async () => {
    const track = trackWithVersionsAndStems();
    renderWithProviders(<TrackRow track={track} highlighted initialPanel="versions" />);
    expect(await screen.findByRole('region', { name: /Versions of/ })).toBeInTheDocument();
    expect(screen.getByText('Selected track')).toBeInTheDocument();
  });

  it('shows the default album image (width 310) when artwork is missing', () => {
    renderWithProviders(<TrackRow track={makeTrack({ title: 'Skyline', display_title: 'Skyline', artwork: null, artwork_thumbnail: null })} />);
    const image = screen.getByRole('img', { name: 'Skyline artwork' });
    expect(image).toHaveAttribute('src', DEFAULT_ALBUM_IMAGE);
    expect(image).toHaveAttribute('width', '310');
  });

  it('shows title, album link, duration and no toggles for a track without versions or stems', () => {
    renderWithProviders(<TrackRow track={makeTrack({ title: 'Skyline', display_title: 'Skyline', audio_file: { url: '', duration: 125 } })} />);
    expect(screen.getByRole('heading', { name: 'Skyline' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dark Pulse Vol. 2' })).toHaveAttribute('href', '/album/900101/dark-pulse-vol-2');
    expect(screen.getByText('2:05')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Versions|Stems/ })).not.toBeInTheDocument();
  });

  it('offers turn links only with a seek handler', async () => {
    const user = userEvent.setup();
    const seeks: number[] = [];
    const track = makeTrack({ turn_times: [0, 40, 150], audio_file: { url: '', duration: 150 } });
    const { unmount } = renderWithProviders(<TrackRow track={track} />);
    expect(screen.queryByRole('button', { name: /PLAY TURN/ })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TrackRow track={track} onSeekTurn={(_t, time) => seeks.push(time)} />);
    await user.click(screen.getByRole('button', { name: 'PLAY TURN 1' }));
    await waitFor(() => expect(seeks).toEqual([40]));
  });
});
