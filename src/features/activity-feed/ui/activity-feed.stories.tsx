import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ActivityFeed } from './activity-feed';

const ACTIVITY = '*/api/users/me/activity/';

const meta = {
  title: 'features/activity-feed/ActivityFeed',
  component: ActivityFeed,
  // listener@example.com has 42 activities: 18 downloads, 14 cue sheets, 10 shares.
  parameters: { signedInAs: 'listener@example.com' },
  render: (args) => (
    <div style={{ width: 344, padding: 18, background: '#151518' }}>
      <ActivityFeed {...args} />
    </div>
  ),
} satisfies Meta<typeof ActivityFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list is windowed: the rows on screen, and how many the list holds in all. */
const rows = () => within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('article');
const total = () => Number(within(screen.getByRole('list', { name: 'Activity' })).getAllByRole('listitem')[0].getAttribute('aria-setsize'));

async function choose(label: string, count: number, text: string) {
  await waitFor(() => expect(total()).toBe(20));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), label);
  await waitFor(() => expect(total()).toBe(count));
  await expect(rows()[0]).toHaveTextContent(text);
}

/** Recent Activity: every type, newest first, the first 20. */
export const RecentActivity: Story = {
  play: async () => {
    await waitFor(() => expect(total()).toBe(20));
  },
};

/** Music Downloads only. */
export const MusicDownloads: Story = { play: () => choose('Music Downloads', 18, '· Download') };

/** Cue Sheet Downloads only ("Cuesheet" reads "Cuesheet Download"). */
export const CueSheetDownloads: Story = { play: () => choose('Cue Sheet Downloads', 14, 'Cuesheet Download') };

/** Shares Activity only. */
export const SharesActivity: Story = { play: () => choose('Shares Activity', 10, '· Share') };

/** The next page on its way (it never arrives here). */
export const LoadingMore: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(ACTIVITY, async ({ request }) => {
          if (new URL(request.url).searchParams.get('offset') !== '0') await delay('infinite');
          return undefined;
        }),
      ],
    },
  },
  play: async () => {
    await waitFor(() => expect(total()).toBe(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load more activity' }));
    await expect(await screen.findByText('Loading more...')).toBeInTheDocument();
  },
};

/** The first page on its way. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(ACTIVITY, () => delay('infinite'))] } },
  play: async () => {
    await expect(await screen.findByText('Loading activity...')).toBeInTheDocument();
  },
};

/** A user with no downloads, cue sheets or shares. */
export const Empty: Story = {
  parameters: { signedInAs: 'admin@example.com' },
  play: async () => {
    await expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
  },
};

/** The server fails. */
export const Failed: Story = {
  parameters: { msw: { handlers: [http.get(ACTIVITY, () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }))] } },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activity');
  },
};

/** Page 2 failed: page 1 stays, and "Try again" asks for page 2 again. */
export const NextPageFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(ACTIVITY, ({ request }) =>
          new URL(request.url).searchParams.get('offset') === '20'
            ? HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })
            : undefined,
        ),
      ],
    },
  },
  play: async () => {
    await waitFor(() => expect(total()).toBe(20));
    await userEvent.click(screen.getByRole('button', { name: 'Load more activity' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch activity');
    await expect(total()).toBe(20);
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
