import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/shared/lib/test';
import { FakeAudioEngine, makeTestTrack } from '../testing';
import { createPlayerSaga } from '../model/player-saga';
import { selectPlayer } from '../model/player-slice';
import { PlayOverlay } from './play-overlay';

const alpha = makeTestTrack(1, { title: 'Alpha' });
const bravo = makeTestTrack(2, { title: 'Bravo' });

function renderList() {
  const engine = new FakeAudioEngine();
  const view = renderWithProviders(
    <ul>
      <li>
        <PlayOverlay track={alpha} queue={[alpha, bravo]} description="Search Results" />
      </li>
      <li>
        <PlayOverlay track={bravo} queue={[alpha, bravo]} description="Search Results" />
      </li>
    </ul>,
    { route: '/search?type=tracks&query=sun', sagas: [createPlayerSaga(() => engine, { mediaSession: false, keyboard: false, otherTabs: false })] },
  );
  return { engine, ...view };
}

describe('PlayOverlay', () => {
  it('plays the track with its list as the queue, showing a white 30px spinner until it can play', async () => {
    const user = userEvent.setup();
    const { engine, store } = renderList();
    await user.click(screen.getByRole('button', { name: 'Play Bravo' }));

    expect(selectPlayer(store.getState())).toMatchObject({
      now_playing_index: 1,
      description: 'Search Results',
      source: { pathname: '/search', query: '?type=tracks&query=sun' },
      queue_source: '/search?type=tracks&query=sun',
    });
    expect(engine.calls).toEqual(['load /mock-media/audio/track-2.wav', 'play']);
    const spinner = screen.getByRole('status', { name: 'Loading Bravo' });
    const svg = spinner.querySelector('svg')!;
    expect(svg).toHaveAttribute('width', '30');
    expect(spinner.querySelector('circle')).toHaveAttribute('stroke', '#fff');
    expect(screen.getByRole('button', { name: 'Play Alpha' })).toBeInTheDocument();

    act(() => {
      engine.loadMetadata(120);
      engine.startPlaying();
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause Bravo' }));
    expect(engine.calls.at(-1)).toBe('pause');
    expect(screen.getByRole('button', { name: 'Play Bravo' })).toBeInTheDocument();
  });

  it('renders nothing for the item whose audio failed; other items stay playable', async () => {
    const user = userEvent.setup();
    const { engine } = renderList();
    await user.click(screen.getByRole('button', { name: 'Play Alpha' }));
    act(() => engine.fail());
    expect(screen.queryByRole('button', { name: /Alpha/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Bravo' })).toBeInTheDocument();
  });
});
