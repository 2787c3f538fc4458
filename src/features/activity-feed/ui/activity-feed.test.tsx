import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server, setScenarios, signInAs } from '@mocks/node';
import { renderWithProviders, watchIntersections } from '@/shared/lib/test';
import { ActivityFeed } from './activity-feed';

const ACTIVITY = '/api/users/me/activity/';
let queries: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname === ACTIVITY) queries.push(url.search);
};

const rows = () => within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('article');

beforeEach(() => {
  queries = [];
  server.events.on('request:start', record);
  // listener@example.com: 42 activities (18 downloads, 14 cue sheets, 10 shares).
  signInAs('listener@example.com');
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  vi.unstubAllGlobals();
});

describe('ActivityFeed', () => {
  it('pages 20 at a time by offset until the server has no next page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActivityFeed />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('Recent Activity');
    const first = rows()[0];
    expect(within(first).getByRole('heading')).not.toHaveTextContent(/^$/);
    expect(within(first).getByText(/minutes? ago$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more activity' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Load more activity' }));
    await waitFor(() => expect(rows()).toHaveLength(42));
    expect(screen.queryByRole('button', { name: 'Load more activity' })).not.toBeInTheDocument();
    expect(queries).toEqual(['?limit=20&offset=0', '?limit=20&offset=20', '?limit=20&offset=40']);
  });

  it('resets to page 1 with an empty list when the filter changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActivityFeed />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more activity' }));
    await waitFor(() => expect(rows()).toHaveLength(40));

    // A slow answer, to see the list cleared while the first page of the new filter loads.
    server.use(
      http.get(`*${ACTIVITY}`, async () => {
        await delay(150);
        return undefined;
      }, { once: true }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Cue Sheet Downloads');
    expect(screen.queryByRole('list', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading activity...')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(14));
    for (const row of rows()) expect(row).toHaveTextContent('Cuesheet Download');
    expect(queries.at(-1)).toBe('?limit=20&offset=0&activity_type=cuesheet');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Shares Activity');
    await waitFor(() => expect(rows()).toHaveLength(10));
    for (const row of rows()) expect(row).toHaveTextContent(/· Share$|· Share/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Music Downloads');
    await waitFor(() => expect(rows()).toHaveLength(18));
    for (const row of rows()) expect(row).toHaveTextContent('· Download');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Recent Activity');
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(queries.at(-1)).toBe('?limit=20&offset=0');
  });

  it('a filter chosen again starts from the loading state and page 1, not from the pages it had', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActivityFeed />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more activity' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Shares Activity');
    await waitFor(() => expect(rows()).toHaveLength(10));

    // Back to Recent Activity with a slow first page: its 40 earlier rows must not show meanwhile.
    server.use(
      http.get(`*${ACTIVITY}`, async () => {
        await delay(150);
        return undefined;
      }, { once: true }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Recent Activity');
    expect(screen.queryByRole('list', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading activity...')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.queryByText('Loading activity...')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '20');
    expect(queries.slice(-1)).toEqual(['?limit=20&offset=0']);
  });

  it('loads the next page when the end of the list scrolls into view', async () => {
    const intersections = watchIntersections();
    renderWithProviders(<ActivityFeed />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    intersections.enter(intersections.elements().at(-1)!);
    await waitFor(() => expect(rows()).toHaveLength(40));
  });

  it('says "Failed to fetch activity" when the list cannot be read, and tries again', async () => {
    server.use(http.get(`*${ACTIVITY}`, () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }), { once: true }));
    const user = userEvent.setup();
    renderWithProviders(<ActivityFeed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activity');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
  });

  it('after a failed page 2, "Try again" asks for page 2 again, keeping page 1 on screen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ActivityFeed />);
    await waitFor(() => expect(rows()).toHaveLength(20));
    server.use(http.get(`*${ACTIVITY}`, () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Load more activity' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activity');
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queries).toEqual(['?limit=20&offset=0', '?limit=20&offset=20', '?limit=20&offset=20']);
  });

  it('shows "No activity yet." for a user without activity', async () => {
    signInAs('admin@example.com');
    renderWithProviders(<ActivityFeed />);
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
  });
  it('lists the rows on a server built from the spec alone (activities without their own id), with no React key warning', async () => {
    setScenarios(['strict']);
    const errors: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
    try {
      renderWithProviders(<ActivityFeed />);
      await waitFor(() => expect(rows()).toHaveLength(20));
      expect(within(rows()[0]).getByRole('heading')).not.toHaveTextContent(/^$/);
      expect(errors).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });
});
