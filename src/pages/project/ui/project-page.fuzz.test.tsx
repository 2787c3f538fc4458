import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import contract from 'virtual:api-contract';
import { describe, expect, it } from 'vitest';
import { answerArbitrary } from '@mocks/lib/contract/fuzz';
import { server } from '@mocks/node';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzView, ROUTE_RUNS } from '@/shared/lib/test/fuzz-render';
import { ProjectPage } from './project-page';

const ADDRESS = '/project/5b0e7c7e-7d1a-4a57-9a39-4d1f1f0b7f0e';

describe('ProjectPage with any answers the contract allows', () => {
  it('renders generated accounts, project lists and open projects: no crash, no blank page, nothing unread on screen', async () => {
    await fuzzView(
      {
        answers: [
          { operationId: 'getCurrentUser', path: '*/api/users/me/' },
          { operationId: 'listProjects', path: '*/api/users/me/projects/' },
          { operationId: 'getProject', path: '*/api/users/me/projects/:uuid/' },
        ],
        render: (store) => renderWithProviders(<ProjectPage />, { store, route: ADDRESS, path: '/project/:projectId' }),
      },
      { seed: 3106, numRuns: ROUTE_RUNS },
    );
  }, 240_000);

  // Found by the fuzz (seed 3106): the contract's project key is any string, and the page went to
  // `/project/<b>&amp;</b>` unencoded, or to `/project/` for an empty key, which no route matches
  // (the router's error page).
  it.each([
    ['whose key has a "/" at its own address', '<b>&amp;</b>', `/project/${encodeURIComponent('<b>&amp;</b>')}`],
    ['without a key at the address it was opened at', '', ADDRESS],
  ])('opens a project %s', async (_case, uuid, address) => {
    const answers = fc.tuple(answerArbitrary(contract, 'getCurrentUser'), answerArbitrary(contract, 'listProjects'), answerArbitrary(contract, 'getProject'));
    const [user, projects, project] = fc.sample(answers, { seed: 3106, numRuns: 1 })[0] as [object, object, object];
    server.use(
      http.get('*/api/users/me/', () => HttpResponse.json(user)),
      http.get('*/api/users/me/projects/', () => HttpResponse.json(projects)),
      http.get('*/api/users/me/projects/:uuid/', () => HttpResponse.json({ ...project, uuid, title: 'Trailer cues' })),
    );
    const { router } = renderWithProviders(<ProjectPage />, { route: ADDRESS, path: '/project/:projectId' });
    expect(await screen.findByRole('heading', { name: 'Trailer cues' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(address));
  });
});
