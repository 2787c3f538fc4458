import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { renderWithProviders } from '@/shared/lib/test';
import { makeTrack } from '../testing';
import { TrackMoreOptionsMenu } from './track-more-options-menu';

const menuButton = () => screen.getByRole('button', { name: /more options for/i });

describe('TrackMoreOptionsMenu', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('toggles on click', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrackMoreOptionsMenu track={makeTrack()} />);
    await user.click(menuButton());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.click(menuButton());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes 750 ms after the pointer leaves, and stays open when it comes back', () => {
    vi.useFakeTimers();
    renderWithProviders(<TrackMoreOptionsMenu track={makeTrack()} />);
    fireEvent.click(menuButton());
    const root = menuButton().parentElement!;
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(749));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(750));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('reads "Download Stems" when the track has stems and opens the download popup with them', async () => {
    const user = userEvent.setup();
    const track = makeTrack({ id: 42, num_stems: 4 });
    const { store } = renderWithProviders(<TrackMoreOptionsMenu track={track} />);
    await user.click(menuButton());
    expect(screen.queryByRole('menuitem', { name: 'Request Stems' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Download Stems' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(selectCurrentPopup(store.getState())).toMatchObject({
      name: 'download',
      props: { type: 'track', id: 42, include_stems: true },
    });
  });

  it('reads "Request Stems" without stems and opens the stem request', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<TrackMoreOptionsMenu track={makeTrack({ num_stems: 0 })} />);
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Request Stems' }));
    expect(selectCurrentPopup(store.getState())?.name).toBe('stem_request');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['Add to Project', 'add'],
    ['Download', 'download'],
    ['Share', 'share'],
    ['License', 'license_request'],
    ['Customize', 'customize_request'],
  ] as const)('"%s" closes the menu and opens the %s popup', async (label, popup) => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<TrackMoreOptionsMenu track={makeTrack({ id: 5 })} />);
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: label }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(selectCurrentPopup(store.getState())).toMatchObject({ name: popup, props: { id: 5, type: 'track' } });
  });

  it('"Go to track" and "Find similar" navigate to the tracks search', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<TrackMoreOptionsMenu track={makeTrack({ id: 77 })} />, { route: '/album/1/x' });
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Go to track' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/search?type=tracks&show_tracks=77');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Find similar' }));
    expect(router.state.location.search).toBe('?type=tracks&similar_to=77');
  });

  it('hides the cue sheet option without a handler', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrackMoreOptionsMenu track={makeTrack()} />);
    await user.click(menuButton());
    expect(screen.queryByRole('menuitem', { name: /cue sheet/i })).not.toBeInTheDocument();
  });

  it('reads "Downloading..." while the cue sheet downloads, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onDownloadCueSheet = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<TrackMoreOptionsMenu track={makeTrack({ id: 9 })} onDownloadCueSheet={onDownloadCueSheet} />);
    await user.click(menuButton());
    await user.click(screen.getByRole('menuitem', { name: 'Download Cue Sheet' }));
    expect(onDownloadCueSheet).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    expect(screen.getByRole('menuitem', { name: 'Downloading...' })).toBeInTheDocument();
    await act(async () => finish());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a stem offers no stem, customize or similar options', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrackMoreOptionsMenu track={makeTrack({ id: 3, type: 'stem', parent_id: 1, num_stems: 0 })} />);
    await user.click(menuButton());
    const labels = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(labels).toEqual(['Add to Project', 'Download', 'Share', 'License', 'Go to track']);
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TrackMoreOptionsMenu track={makeTrack()} />);
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });
});
