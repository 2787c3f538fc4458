import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { TrackDto } from '@/shared/api';
import { TrackList } from './track-list';

/**
 * The album's tracks come from the mock backend (album 1), fetched in the loader so the list
 * shows the real play overlay, versions and stems.
 */
async function albumTracks(id: number): Promise<TrackDto[]> {
  const response = await fetch(`${globalThis.location.origin}/api/music/albums/${id}/`);
  const album = (await response.json()) as { tracks?: TrackDto[] };
  return album.tracks ?? [];
}

const meta = {
  title: 'widgets/track-list/TrackList',
  component: TrackList,
  args: { tracks: [], description: 'Album: Story' },
  parameters: { layout: 'padded' },
  loaders: [async () => ({ tracks: await albumTracks(1) })],
  render: (args, { loaded }) => <TrackList {...args} tracks={(loaded as { tracks: TrackDto[] }).tracks} />,
} satisfies Meta<typeof TrackList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlbumTracks: Story = {};

export const GoToTrackTarget: Story = {
  render: (args, { loaded }) => {
    const tracks = (loaded as { tracks: TrackDto[] }).tracks;
    const target = tracks.find((t) => t.num_versions > 0) ?? tracks[0];
    return <TrackList {...args} tracks={tracks} highlightTrackIds={target ? [target.id] : []} openTrackId={target?.id} />;
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Selected track')).toBeInTheDocument();
  },
};

/** Every row's "…" opens the item's options (the track actions feature fills the row's slot). */
export const RowOptionsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: /^More options for / });
    await userEvent.click(first!);
    await expect(await canvas.findByRole('menuitem', { name: 'Add to Project' })).toHaveFocus();
    await expect(canvas.getByRole('menuitem', { name: 'Go to track' })).toBeInTheDocument();
  },
};

/** No tracks: the story's own loader gives none (its result wins over the album's). */
export const Empty: Story = {
  loaders: [async () => ({ tracks: [] })],
  args: { empty: <p>No tracks match these filters.</p> },
};

/**
 * A list in which no track has versions or stems, in a 700 px column (a tablet's album page): the
 * rows keep no empty column for those buttons, so the titles have the room and the duration shows.
 */
export const NoVersionsOrStemsNarrow: Story = {
  render: (args, { loaded }) => {
    const tracks = (loaded as { tracks: TrackDto[] }).tracks.map((track) => ({ ...track, num_versions: 0, num_stems: 0 }));
    return (
      <div style={{ width: 700 }}>
        <TrackList {...args} tracks={tracks} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const [row] = await within(canvasElement).findAllByRole('article');
    await expect(row!.querySelector('.track-row__toggles')).toBeNull();
    await expect(within(row!).getByLabelText(/^Duration /)).toBeVisible();
    const title = row!.querySelector<HTMLElement>('.track-row__title-text')!;
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

/**
 * Walked by keyboard: the current row holds focus and shows the focus ring (here the second row,
 * reached with J from the first). Tab goes on to that row's own controls.
 */
export const CurrentRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid');
    const [first, second] = await within(grid).findAllByRole('row');
    first!.focus();
    await userEvent.keyboard('j');
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('tabindex', '0');
    // The ring is drawn over the row's content.
    await expect(getComputedStyle(second!, '::after').borderTopStyle).toBe('solid');
  },
};

/** The current row can be a version of an open track: J goes from the track into its versions. */
export const CurrentVersionRow: Story = {
  loaders: [
    async () => {
      const response = await fetch(`${globalThis.location.origin}/api/music/tracks/?type=tracks&pagesize=24`);
      const { results } = (await response.json()) as { results: TrackDto[] };
      return { tracks: results.filter((track) => track.num_versions > 0).slice(0, 4) };
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [toggle] = await canvas.findAllByRole('button', { name: /^Versions/ });
    await userEvent.click(toggle!);
    const versions = await canvas.findByRole('grid', { name: /^Versions of / });
    const [full] = await within(versions).findAllByRole('row');
    await userEvent.keyboard('j');
    await expect(full).toHaveFocus();
    await expect(full).toHaveAccessibleName('Full');
  },
};
