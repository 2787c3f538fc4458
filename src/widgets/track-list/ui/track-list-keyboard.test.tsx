import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Saga } from 'redux-saga';
import { call, race, take } from 'redux-saga/effects';
import { PERSONAS, server, signInAs } from '@mocks/node';
import { get } from '@mocks/lib/testing/client';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { serializeTrack } from '@mocks/serializers/track';
import { createPlayerSaga, selectQueue, selectSelectedTrack } from '@/features/player';
import { FakeAudioEngine } from '@/features/player/testing';
import type { ProjectDto, TrackDto } from '@/shared/api';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { resetNotify } from '@/shared/lib/notify';
import { renderWithProviders } from '@/shared/lib/test';
import { Dialog } from '@/shared/ui/dialog';
import { ToastProvider } from '@/shared/ui/toast';
import { TrackList } from './track-list';

function someTracks(count: number, from = 0): TrackDto[] {
  const index = catalogueIndex();
  return index.main.slice(from, from + count).map((record) => serializeTrack(record, { index }));
}

function withVersions(): TrackDto {
  const index = catalogueIndex();
  const record = index.main.find((t) => (index.versionsOf.get(t.id)?.length ?? 0) > 0)!;
  return serializeTrack(record, { index });
}

// The player's keys listen on the document: each test's player stops when the test ends.
const STOP = 'test/stopPlayer';
const stores: { dispatch: (action: { type: string }) => unknown }[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.dispatch({ type: STOP })));

function renderList(tracks: TrackDto[], { extra = null as React.ReactNode } = {}) {
  const engine = new FakeAudioEngine();
  const player = createPlayerSaga(() => engine, { mediaSession: false, otherTabs: false });
  const untilTestEnds: Saga = function* playerUntilTestEnds() {
    yield race({ run: call(player), stop: take(STOP) });
  };
  const view = renderWithProviders(
    <>
      <ToastProvider />
      <input aria-label="Search" />
      {extra}
      <TrackList tracks={tracks} label="Search results" description="Search Results" />
      <button type="button">After the list</button>
    </>,
    { route: '/search?type=tracks', sagas: [untilTestEnds] },
  );
  stores.push(view.store);
  return { engine, ...view };
}

const grid = () => screen.getByRole('grid', { name: 'Search results' });
const rowCell = (track: TrackDto) => within(grid()).getByRole('row', { name: track.display_title });

describe('TrackList by keyboard', () => {
  beforeAll(() => {
    // jsdom has no layout: record scroll requests instead.
    Element.prototype.scrollIntoView = vi.fn();
  });
  beforeEach(() => resetNotify());

  it('is one Tab stop at its first row; J/K and ↓/↑ move the current row, which takes focus and says its title', async () => {
    const user = userEvent.setup();
    const tracks = someTracks(3);
    renderList(tracks);
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.tab();
    expect(rowCell(tracks[0])).toHaveFocus();
    expect(rowCell(tracks[1])).toHaveAttribute('tabindex', '-1');

    await user.keyboard('j');
    expect(rowCell(tracks[1])).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(rowCell(tracks[2])).toHaveFocus();
    // At the end J stays on the last row.
    await user.keyboard('j');
    expect(rowCell(tracks[2])).toHaveFocus();
    await user.keyboard('k{ArrowUp}');
    expect(rowCell(tracks[0])).toHaveFocus();

    // The row last current holds the Tab stop: leaving the list and coming back returns to it.
    await user.keyboard('j');
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.tab();
    expect(rowCell(tracks[1])).toHaveFocus();
    expect(rowCell(tracks[0])).toHaveAttribute('tabindex', '-1');
  });

  it('Tab goes from the current row to its own controls, then out of the list', async () => {
    const user = userEvent.setup();
    const tracks = someTracks(3);
    renderList(tracks);
    rowCell(tracks[1]).focus();
    const visited: Element[] = [];
    for (let press = 0; press < 40 && grid().contains(document.activeElement); press++) {
      await user.tab();
      if (grid().contains(document.activeElement)) visited.push(document.activeElement!);
    }
    expect(screen.getByRole('button', { name: 'After the list' })).toHaveFocus();
    expect(visited[0]).toHaveAccessibleName(`Play ${tracks[1].full_title}`);
    expect(visited).toContain(within(rowCell(tracks[1])).getByRole('button', { name: `More options for ${tracks[1].full_title}` }));
    for (const control of visited) expect(rowCell(tracks[1]).contains(control)).toBe(true);
    // Back again: Shift+Tab from after the list returns to the current row's last control.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(visited.at(-1));
  });

  it('Enter plays the current row within the list; the side arrows seek 5 s, with Shift 30 s; Space pauses', async () => {
    const user = userEvent.setup();
    const tracks = someTracks(3);
    const { engine, store } = renderList(tracks);
    rowCell(tracks[1]).focus();
    await user.keyboard('{Enter}');
    expect(selectSelectedTrack(store.getState())?.id).toBe(tracks[1].id);
    expect(selectQueue(store.getState()).map((entry) => entry.track.id)).toEqual(tracks.map((t) => t.id));
    expect(within(rowCell(tracks[1])).getByText(`Loading ${tracks[1].full_title}`)).toBeInTheDocument();
    engine.loadMetadata(120);
    engine.startPlaying();
    engine.tick(20);
    expect(await within(rowCell(tracks[1])).findByRole('button', { name: `Pause ${tracks[1].full_title}` })).toBeInTheDocument();
    engine.calls = [];

    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('5');
    expect(engine.calls).toEqual(['seek 25', 'seek 55', 'seek 50', 'seek 60']);
    // Focus stays on the row.
    expect(rowCell(tracks[1])).toHaveFocus();

    await user.keyboard(' ');
    expect(engine.calls.at(-1)).toBe('pause');
  });

  it('J walks into a track’s open versions, and Enter plays the version', async () => {
    const user = userEvent.setup();
    const opened = withVersions();
    const tracks = [opened, ...someTracks(2).filter((t) => t.id !== opened.id)];
    const { store } = renderList(tracks);
    await user.click(within(rowCell(opened)).getByRole('button', { name: /^Versions/ }));
    const versions = await screen.findByRole('grid', { name: `Versions of ${opened.display_title}` });
    const [full, second] = await within(versions).findAllByRole('row');

    await user.keyboard('j');
    expect(full).toHaveFocus();
    expect(full).toHaveAccessibleName('Full');
    await user.keyboard('j');
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    const played = selectSelectedTrack(store.getState());
    expect(played?.type).toBe('version');
    expect(played?.parent_id).toBe(opened.id);
    // Past the versions, the next track.
    const afterVersions = within(versions).getAllByRole('row').length - 2;
    await user.keyboard('j'.repeat(afterVersions + 1));
    expect(rowCell(tracks[1])).toHaveFocus();
  });

  it('does nothing while typing in a field', async () => {
    const user = userEvent.setup();
    const tracks = someTracks(2);
    const { store } = renderList(tracks);
    const field = screen.getByRole('textbox', { name: 'Search' });
    await user.click(field);
    await user.keyboard('jkad5?{ArrowDown}{Enter}');
    expect(field).toHaveValue('jkad5?');
    expect(field).toHaveFocus();
    expect(selectSelectedTrack(store.getState())).toBeNull();
    expect(selectCurrentPopup(store.getState())).toBeNull();
  });

  it('does nothing while a popup is open', async () => {
    const user = userEvent.setup();
    const tracks = someTracks(2);
    function PopupOpener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open a popup
          </button>
          {open ? (
            <Dialog label="Share" onClose={() => setOpen(false)}>
              <p>Share this track</p>
            </Dialog>
          ) : null}
        </>
      );
    }
    const { store } = renderList(tracks, { extra: <PopupOpener /> });
    await user.click(screen.getByRole('button', { name: 'Open a popup' }));
    expect(screen.getByRole('dialog', { name: 'Share' })).toBeInTheDocument();
    await user.keyboard('j?');
    // Even a row focused behind the popup takes no keys.
    rowCell(tracks[0]).focus();
    await user.keyboard('j{Enter}a');
    expect(rowCell(tracks[0])).toHaveFocus();
    expect(selectSelectedTrack(store.getState())).toBeNull();
    expect(selectCurrentPopup(store.getState())).toBeNull();
  });

  it('J or K pressed outside every list step into it; ? opens the keyboard shortcuts', async () => {
    const user = userEvent.setup();
    const tracks = someTracks(2);
    const { store } = renderList(tracks, { extra: <button type="button">Elsewhere</button> });
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('j');
    expect(rowCell(tracks[0])).toHaveFocus();
    await user.keyboard('?');
    expect(selectCurrentPopup(store.getState())).toEqual({ name: 'keyboard_shortcuts', props: {} });
  });

  it('D opens the download popup for the row, F searches for tracks like it', async () => {
    const user = userEvent.setup();
    const tracks = someTracks(2);
    const { store, router } = renderList(tracks);
    rowCell(tracks[1]).focus();
    await user.keyboard('d');
    expect(selectCurrentPopup(store.getState())).toMatchObject({ name: 'download', props: { item: { type: 'track', id: tracks[1].id } } });
    await user.keyboard('f');
    expect(router.state.location.search).toBe(`?type=tracks&similar_to=${tracks[1].id}`);
  });

  describe('A adds to the last project used', () => {
    const projectsByRecent = async (): Promise<ProjectDto[]> => (await get('/api/users/me/projects/?ordering=-updated_at')).json();

    it('signed in: to the project changed last, with the toast the Add to Project popup shows', async () => {
      const user = userEvent.setup();
      signInAs(PERSONAS.listener);
      const [last] = await projectsByRecent();
      const inLast = new Set(last.items.map((item) => item.item.id));
      const track = someTracks(40).find((t) => !inLast.has(t.id))!;
      const { store } = renderList([track]);
      rowCell(track).focus();
      await user.keyboard('a');
      expect(await screen.findByText(`'${track.full_title}' added to project '${last.title}'!`)).toBeInTheDocument();
      const [now] = await projectsByRecent();
      expect(now.uuid).toBe(last.uuid);
      expect(now.items.at(-1)!.item.id).toBe(track.id);
      expect(selectCurrentPopup(store.getState())).toBeNull();
      expect(rowCell(track)).toHaveFocus();
    });

    it('signed in with no project yet: opens Add to Project', async () => {
      const user = userEvent.setup();
      signInAs(PERSONAS.listener);
      server.use(http.get('*/api/users/me/projects/', () => HttpResponse.json([])));
      const [track] = someTracks(1);
      const { store } = renderList([track]);
      rowCell(track).focus();
      await user.keyboard('a');
      await waitFor(() => expect(selectCurrentPopup(store.getState())).toMatchObject({ name: 'add', props: { item: { id: track.id }, track } }));
    });

    it('signed in, with the projects unavailable: still opens Add to Project (which shows the error itself)', async () => {
      const user = userEvent.setup();
      signInAs(PERSONAS.listener);
      server.use(http.get('*/api/users/me/projects/', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 })));
      const [track] = someTracks(1);
      const { store } = renderList([track]);
      rowCell(track).focus();
      await user.keyboard('a');
      await waitFor(() => expect(selectCurrentPopup(store.getState())).toMatchObject({ name: 'add', props: { item: { id: track.id } } }));
    });

    it('a visitor: asks for Add to Project, which the popup layer turns into the login popup', async () => {
      const user = userEvent.setup();
      const [track] = someTracks(1);
      const { store } = renderList([track]);
      rowCell(track).focus();
      await user.keyboard('a');
      await waitFor(() => expect(selectCurrentPopup(store.getState())).toMatchObject({ name: 'add', props: { item: { id: track.id } } }));
    });
  });
});
