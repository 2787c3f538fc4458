import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mainThreadAnimations } from '@/shared/lib/test/main-thread-animations';
import { withWindowWidth } from '@/shared/lib/test/window-width';
import { SearchPage } from './search-page';

const meta = {
  title: 'pages/search/SearchPage',
  component: SearchPage,
  parameters: { route: '/search' },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

// Album and playlist results are a list, track results a grid (walked by keyboard): found by their name.
const results = () => screen.findByLabelText('Search results');

/** Albums (the default type), 48 per page, newest first. */
export const Albums: Story = {
  play: async () => {
    await expect(within(await results()).getAllByRole('article').length).toBeGreaterThan(0);
  },
};

/** Albums with the tracks that match the criteria. */
export const AlbumsWithMatchingTracks: Story = {
  parameters: { route: '/search?keywords_include=Cinematic' },
  play: async () => {
    await expect((await screen.findAllByText(/matching tracks?$/)).length).toBeGreaterThan(0);
  },
};

/**
 * One album with one matching track: the track sits right under its heading, however much taller
 * the album's card is than the track column.
 */
export const AlbumWithOneMatchingTrack: Story = {
  parameters: { route: '/search?query=rain' },
  play: async () => {
    const heading = await screen.findByRole('heading', { name: '1 matching track' });
    const list = await screen.findByRole('grid', { name: /^Matching tracks of / });
    // Measured from the heading's text, not its box: a stretched grid row grows the box too.
    const text = document.createRange();
    text.selectNodeContents(heading);
    const gap = list.getBoundingClientRect().top - text.getBoundingClientRect().bottom;
    // The column's own row gap (8 px) and the line's leading, not the card's spare height.
    await expect(gap).toBeLessThan(14);
  },
};

/** Tracks, with several criteria. */
export const Tracks: Story = {
  parameters: { route: '/search?type=tracks&bpm=80-140&sortby=title' },
};

/** Playlists. */
export const Playlists: Story = {
  parameters: { route: '/search?type=playlists' },
};

/** "Go to track": the track first, highlighted, its versions open. */
export const GoToTrack: Story = {
  parameters: { route: '/search?type=tracks&show_tracks=120' },
  play: async () => {
    await waitFor(() => expect(document.querySelector('article[data-highlighted]')).not.toBeNull(), { timeout: 5000 });
  },
};

/** "Find similar": tracks similar to one track. */
export const SimilarTo: Story = {
  parameters: { route: '/search?type=tracks&similar_to=42' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: /^Tracks similar to “/ })).toBeInTheDocument();
  },
};

/** Nothing matches: the empty state, with the criterion that matched nothing highlighted. */
export const Empty: Story = {
  parameters: { route: '/search?type=tracks&keywords_include=Bagpipe%20Metal' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  },
};

/** A hand-edited URL full of garbage still renders (page 1 of albums). */
export const GarbageUrl: Story = {
  parameters: { route: '/search?page=abc&pagesize=-2&type=%F0%9F%8E%B5&sortby=sideways&keywords_include=,,&utm=1' },
  play: async () => {
    await expect(within(await results()).getAllByRole('article').length).toBeGreaterThan(0);
  },
};

/** First load: the skeleton, whose shimmer runs on the compositor (nothing repaints each frame). */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.get('*/api/music/albums/', () => delay('infinite'))] } },
  play: async () => {
    await expect(screen.getByText('Searching…')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.search-skeleton')).not.toBeNull());
    await expect(mainThreadAnimations()).toEqual([]);
  },
};

/**
 * The next page is slow to answer: after 200 ms a pulsing line over the shown results marks them
 * as out of date, until it comes. They keep their full contrast (the accessibility check runs on
 * this state).
 */
export const SlowNextPage: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/music/albums/', async ({ request }) => {
          if (new URL(request.url).searchParams.get('page') === '2') await delay('infinite');
        }),
      ],
    },
  },
  play: async () => {
    const list = await results();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    const shown = list.closest('.search-page__results')!;
    await expect(shown).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(shown).toHaveAttribute('data-stale'), { timeout: 2000 });
  },
};

/** The search call failed: message and retry, and no result count (nothing was counted). */
export const ErrorState: Story = {
  parameters: { msw: { handlers: [http.get('*/api/music/albums/', () => HttpResponse.json({ detail: 'boom' }, { status: 500 }))] } },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'Search failed' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'TRY AGAIN' })).toBeInTheDocument();
    await expect(screen.queryByText(/^[\d,]+ results?$/)).not.toBeInTheDocument();
  },
};

/** A page past the last one. */
export const PastLastPage: Story = {
  parameters: { route: '/search?page=99' },
  play: async () => {
    await expect(await screen.findByRole('heading', { name: 'No more results' })).toBeInTheDocument();
  },
};

/**
 * A phone: the filters hide behind SHOW FILTERS, and the panel (its code and vocabulary) comes
 * when the button is first pressed.
 */
export const Phone: Story = {
  beforeEach: withWindowWidth(375),
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { route: '/search?type=tracks' },
  play: async () => {
    await expect(within(await results()).getAllByRole('article').length).toBeGreaterThan(0);
    await expect(screen.queryByRole('region', { name: 'Keywords' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'SHOW FILTERS' }));
    await expect(await screen.findByRole('region', { name: 'Keywords' })).toBeVisible();
  },
};

