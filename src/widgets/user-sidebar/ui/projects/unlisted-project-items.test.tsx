import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { get, login } from '@mocks/lib/testing/client';
import { setScenarios } from '@mocks/node';
import { projectApi } from '@/entities/project';
import { sessionSaga } from '@/features/auth';
import type { ProjectDto, TrackSearchDto } from '@/shared/api';
import { renderWithProviders, setWindowWidth } from '@/shared/lib/test';
import type { RootState } from '@/shared/redux';
import { UserSidebar } from '../user-sidebar';
import { unlistedItemsMessage } from './unlisted-project-items';


async function openProjectOnSpecOnlyServer() {
  setWindowWidth(1280);
  await login('listener@example.com');
  const [project] = (await (await get('/api/users/me/projects/')).json()) as ProjectDto[];
  setScenarios(['strict']);
  const rendered = renderWithProviders(<UserSidebar />, {
    sagas: [sessionSaga],
    preloadedState: { sidebar: { is_open: true, selected: 'projects', selectedProject: project!.uuid } } as Partial<RootState>,
  });
  return { ...rendered, project: project! };
}

describe('a project whose items come without their tracks (a server built from the spec alone)', () => {
  it('counts them and says why they are not listed, instead of rows it cannot fill', async () => {
    const { project } = await openProjectOnSpecOnlyServer();
    const detail = await screen.findByRole('region', { name: `Project ${project.title}` });
    const count = project.items.length;
    expect(await within(detail).findByText(`${count} tracks`)).toBeInTheDocument();
    expect(within(detail).getByText(unlistedItemsMessage(count))).toBeInTheDocument();
    expect(within(detail).queryByRole('list', { name: `Tracks in ${project.title}` })).not.toBeInTheDocument();
    expect(within(detail).queryByText('To modify track order, click & drag below')).not.toBeInTheDocument();
    expect(within(detail).getByRole('button', { name: 'Project options' })).toBeInTheDocument();
  });

  it('a track added meanwhile is counted once the server answers', async () => {
    const { project, store } = await openProjectOnSpecOnlyServer();
    const detail = await screen.findByRole('region', { name: `Project ${project.title}` });
    const count = project.items.length;
    await within(detail).findByText(`${count} tracks`);
    const held = new Set(project.items.map((item) => item.item.id));
    const fresh = ((await (await get('/api/music/tracks/?pagesize=48')).json()) as TrackSearchDto).results.find((track) => !held.has(track.id));
    await store.dispatch(projectApi.endpoints.addProjectItem.initiate({ uuid: project.uuid, body: { id: fresh!.id, type: 'track', track_number: -1 }, track: fresh }));
    await waitFor(() => expect(within(detail).getByText(`${count + 1} tracks`)).toBeInTheDocument());
    expect(within(detail).getByText(unlistedItemsMessage(count + 1))).toBeInTheDocument();
  });
});
