import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { serializeTrack } from '@mocks/serializers/track';
import { selectCurrentTime, selectPlayerDescription, selectQueue, selectSelectedTrack } from '@/features/player';
import type { TrackDto } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { TrackList } from './track-list';

function someTracks(count: number): TrackDto[] {
  const index = catalogueIndex();
  return index.main.slice(0, count).map((record) => serializeTrack(record, { index }));
}

function withVersions(): TrackDto {
  const index = catalogueIndex();
  const record = index.main.find((t) => (index.versionsOf.get(t.id)?.length ?? 0) > 0)!;
  return serializeTrack(record, { index });
}

/** A list whose tracks change when asked, as a search's results do; `selectFirst` marks each list's first track. */
function ChangingList({ first, next, selectFirst = false }: { first: TrackDto[]; next: TrackDto[]; selectFirst?: boolean }) {
  const [tracks, setTracks] = useState(first);
  return (
    <>
      <button type="button" onClick={() => setTracks(next)}>
        Next search
      </button>
      <TrackList tracks={tracks} highlightTrackIds={selectFirst ? [tracks[0].id] : undefined} />
    </>
  );
}

const rowOf = (track: TrackDto) => screen.getByRole('article', { name: new RegExp(`^${track.display_title}`) });

describe('TrackList', () => {
  beforeAll(() => {
    // jsdom has no layout: record scroll requests instead.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('lists tracks with a play overlay that plays within the list', async () => {
    const user = userEvent.setup();
    const tracks = someTracks(3);
    const { store } = renderWithProviders(<TrackList tracks={tracks} description="Album: Test" label="Album tracks" />);
    const list = screen.getByRole('grid', { name: 'Album tracks' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    await user.click(within(rowOf(tracks[1])).getByRole('button', { name: `Play ${tracks[1].full_title}` }));
    expect(selectSelectedTrack(store.getState())?.id).toBe(tracks[1].id);
    expect(selectQueue(store.getState()).map((entry) => entry.track.id)).toEqual(tracks.map((t) => t.id));
    expect(selectPlayerDescription(store.getState())).toBe('Album: Test');
  });

  it('marks the show_tracks target, scrolls to it and opens its versions', async () => {
    const target = withVersions();
    const tracks = [...someTracks(2).filter((t) => t.id !== target.id), target];
    renderWithProviders(<TrackList tracks={tracks} highlightTrackIds={[target.id]} openTrackId={target.id} />);
    const row = rowOf(target);
    expect(row).toHaveAttribute('data-highlighted', 'true');
    expect(within(row).getByText('Selected track')).toBeInTheDocument();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    const versions = await within(row).findByRole('region', { name: /Versions of/ });
    expect(within(versions).getAllByRole('row')[0]).toHaveTextContent('Full');
    expect(rowOf(tracks[0])).not.toHaveAttribute('data-highlighted');
  });

  it('"PLAY TURN n" starts the track at that turn', async () => {
    const user = userEvent.setup();
    const [track] = someTracks(1);
    const turned: TrackDto = { ...track, turn_times: [0, 30], audio_file: { ...track.audio_file, duration: 120 } };
    const { store } = renderWithProviders(<TrackList tracks={[turned]} />);
    await user.click(screen.getByRole('button', { name: 'PLAY TURN 1' }));
    expect(selectSelectedTrack(store.getState())?.id).toBe(track.id);
    expect(selectCurrentTime(store.getState())).toBe(30);
  });

  it('shows a new list of tracks with every panel closed, whatever was open before', async () => {
    const user = userEvent.setup();
    const opened = withVersions();
    const [first, ...rest] = someTracks(4).filter((t) => t.id !== opened.id);
    renderWithProviders(<ChangingList first={[opened, ...rest]} next={[first, ...rest.slice(0, 1)]} />);
    await user.click(within(rowOf(opened)).getByRole('button', { name: /^Versions/ }));
    expect(await screen.findByRole('region', { name: `Versions of ${opened.display_title}` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next search' }));
    const row = rowOf(first);
    expect(screen.queryByRole('region', { name: /^Versions of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: new RegExp(`^${opened.display_title}`) })).not.toBeInTheDocument();
    expect(within(row).getByRole('img', { name: `${first.display_title} artwork` })).toHaveAttribute('src', first.artwork_thumbnail || first.artwork);
    expect(within(screen.getByRole('grid', { name: 'Tracks' })).getAllByRole('article')).toHaveLength(2);
  });

  it('scrolls to the selected track of a new list even when it takes the last selected track\'s row', async () => {
    const user = userEvent.setup();
    const [first, next] = someTracks(2);
    const scrolled = vi.mocked(Element.prototype.scrollIntoView);
    scrolled.mockClear();
    renderWithProviders(<ChangingList first={[first]} next={[next]} selectFirst />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Next search' }));
    expect(rowOf(next)).toHaveAttribute('data-highlighted', 'true');
    expect(scrolled).toHaveBeenCalledTimes(2);
  });

  it('renders the empty state when there are no tracks', () => {
    renderWithProviders(<TrackList tracks={[]} empty={<p>No tracks here.</p>} />);
    expect(screen.getByText('No tracks here.')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
