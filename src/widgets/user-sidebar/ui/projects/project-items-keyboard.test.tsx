import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Saga } from 'redux-saga';
import { call, race, take } from 'redux-saga/effects';
import { PERSONAS, signInAs } from '@mocks/node';
import { get } from '@mocks/lib/testing/client';
import { createPlayerSaga, selectPlayerDescription, selectQueue, selectSelectedTrack } from '@/features/player';
import { FakeAudioEngine } from '@/features/player/testing';
import type { ProjectDto } from '@/shared/api';
import { renderWithProviders } from '@/shared/lib/test';
import { MyProjects } from './my-projects';

const STOP = 'test/stopPlayer';
const stores: { dispatch: (action: { type: string }) => unknown }[] = [];
afterEach(() => stores.splice(0).forEach((store) => store.dispatch({ type: STOP })));

async function renderProject() {
  signInAs(PERSONAS.listener);
  const projects: ProjectDto[] = await (await get('/api/users/me/projects/')).json();
  const project = projects.find((p) => p.items.length >= 3)!;
  const engine = new FakeAudioEngine();
  const player = createPlayerSaga(() => engine, { mediaSession: false, otherTabs: false });
  const untilTestEnds: Saga = function* playerUntilTestEnds() {
    yield race({ run: call(player), stop: take(STOP) });
  };
  const view = renderWithProviders(<MyProjects selected={project.uuid} onOpen={() => {}} />, { sagas: [untilTestEnds] });
  stores.push(view.store);
  const grid = await screen.findByRole('grid', { name: `Tracks in ${project.title}` });
  return { project, grid, ...view };
}

const titleOf = (item: ProjectDto['items'][number]) => item.item.full_title || item.item.title;

describe("A project's rows by keyboard", () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('walk with J/K, say their place, and Enter plays the row with the project as the queue', async () => {
    const user = userEvent.setup();
    const { project, grid, store } = await renderProject();
    const cells = await within(grid).findAllByRole('row');
    expect(within(grid).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    expect(grid).toHaveAttribute('aria-rowcount', String(project.items.length));
    expect(cells[0]).toHaveAttribute('tabindex', '0');
    cells[0].focus();
    await user.keyboard('j');
    expect(cells[1]).toHaveFocus();
    expect(cells[1]).toHaveAccessibleName(`${titleOf(project.items[1])}, 2 of ${project.items.length}. Alt+Up or Alt+Down moves it.`);
    await user.keyboard('{Enter}');
    expect(selectSelectedTrack(store.getState())?.id).toBe(project.items[1].item.id);
    expect(selectQueue(store.getState())).toHaveLength(project.items.length);
    expect(selectPlayerDescription(store.getState())).toBe(`Project: ${project.title}`);
  });

  it('Alt+↓ still moves the focused row down', async () => {
    const user = userEvent.setup();
    const { project, grid } = await renderProject();
    const [first] = await within(grid).findAllByRole('row');
    first.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() =>
      expect(within(grid).getAllByRole('row')[1]).toHaveAccessibleName(
        `${titleOf(project.items[0])}, 2 of ${project.items.length}. Alt+Up or Alt+Down moves it.`,
      ),
    );
  });
});
