import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, within } from 'storybook/test';
import { makeTrack } from '../testing';
import type { Track } from '../model/track';
import { TrackRow } from './track-row';

const base = makeTrack({
  id: 900001,
  artwork: '/mock-media/artwork/album-1.svg',
  artwork_thumbnail: '/mock-media/artwork/album-1.svg',
});

const version = (id: number, mix: string, duration: number) =>
  makeTrack({
    id,
    type: 'version',
    title: 'Midnight Pursuit',
    display_title: `Midnight Pursuit (${mix})`,
    full_title: `Midnight Pursuit (${mix})`,
    parent_id: 900001,
    audio_file: { url: '/mock-media/audio/track-1.wav', duration },
  });
const versions = [version(900011, '60 sec', 60), version(900012, '30 sec', 30), version(900013, 'Underscore', 150)];
const stems = ['Drums', 'Bass', 'Strings', 'Synths'].map((part, i) =>
  makeTrack({ id: 900021 + i, type: 'stem', title: part, display_title: part, full_title: `Midnight Pursuit - ${part}`, parent_id: 900001 }),
);

const catalogueHandlers = [
  http.get('*/api/music/tracks/900001/versions/', () => HttpResponse.json({ parent_track: base, versions })),
  http.get('*/api/music/tracks/900001/stems/', () => HttpResponse.json(stems)),
];

/** Stands in for the actions a feature puts in the row's slots (the entity never opens popups). */
function ActionsSlot({ track }: { track: Track }) {
  return (
    <button type="button" aria-label={`More options for ${track.full_title}`}>
      …
    </button>
  );
}

const meta = {
  title: 'entities/track/TrackRow',
  component: TrackRow,
  args: { track: base, onSeekTurn: fn() },
  parameters: { layout: 'padded', msw: { handlers: catalogueHandlers } },
  render: (args) => (
    <div style={{ maxWidth: 1100 }}>
      <TrackRow {...args} menu={<ActionsSlot track={args.track} />} renderMenu={(item) => <ActionsSlot track={item} />} />
    </div>
  ),
} satisfies Meta<typeof TrackRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TraditionalArrangement: Story = {
  args: {
    track: { ...base, title: 'Greensleeves Reimagined', display_title: 'Greensleeves Reimagined', is_traditional_arrangement: true },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Trad\. Arr\./)).toBeInTheDocument();
  },
};

export const SeveralComposers: Story = {
  args: {
    track: {
      ...base,
      composers: [
        { name: 'Maya Lindqvist', pro: 'ASCAP' },
        { name: 'Jonah Reyes', pro: 'BMI' },
        { name: 'Aiko Tanaka', pro: 'PRS' },
      ],
      publishers: [
        { name: 'Four Elements Publishing', pro: 'ASCAP' },
        { name: 'Northern Lights Music', pro: 'BMI' },
      ],
      bpm: [92, 184],
      musical_key: ['Dm', 'F'],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('track-composers')).toHaveTextContent('Maya Lindqvist, Jonah Reyes & Aiko Tanaka');
  },
};

export const NoArtwork: Story = {
  args: { track: { ...base, artwork: null, artwork_thumbnail: null } },
};

/** A long title in a narrow row (a phone, the search's matching tracks) ends in an ellipsis. */
export const LongTitleNarrowRow: Story = {
  args: {
    track: { ...base, display_title: 'Midnight Pursuit Through The Rain Soaked Streets', full_title: 'Midnight Pursuit Through The Rain Soaked Streets' },
  },
  render: (args) => (
    <div style={{ width: 300 }}>
      <TrackRow {...args} menu={<ActionsSlot track={args.track} />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Midnight Pursuit Through The Rain Soaked Streets');
    const style = getComputedStyle(text);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    // text-overflow only draws its ellipsis on a block's own text, never a flex or grid container's.
    await expect(style.display).not.toMatch(/flex|grid/);
    await expect(style.textOverflow).toBe('ellipsis');
  },
};

export const TurnTimes: Story = {
  args: { track: { ...base, turn_times: [0, 22.5, 61, 118, 150, 170] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /PLAY TURN/ })).toHaveLength(3);
  },
};

export const Highlighted: Story = {
  args: { highlighted: true },
};

export const VersionsOpen: Story = {
  args: { track: { ...base, num_versions: 3, num_stems: 4 }, initialPanel: 'versions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Full')).toBeInTheDocument();
    await expect(canvas.getByText('Underscore')).toBeInTheDocument();
  },
};

export const StemsOpen: Story = {
  args: { track: { ...base, num_versions: 3, num_stems: 4 }, initialPanel: 'stems', highlightStemId: 900023 },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Strings')).toBeInTheDocument();
  },
};

export const VersionsFailed: Story = {
  args: { track: { ...base, num_versions: 3 }, initialPanel: 'versions' },
  parameters: {
    msw: { handlers: [http.get('*/api/music/tracks/900001/versions/', () => new HttpResponse(null, { status: 500 }))] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The BPM and key values are links of one or two characters: each is hit over at least 24 × 24 px. */
export const ShortValueLinksHitArea: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const link of [canvas.getByRole('link', { name: /BPM$/ }), canvas.getByRole('link', { name: /^Tracks in / })]) {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2 - 10);
      await expect(hit?.closest('a')).toBe(link);
      const area = getComputedStyle(link, '::before');
      await expect(Number.parseFloat(area.height)).toBeGreaterThanOrEqual(24);
      await expect(Number.parseFloat(area.width)).toBeGreaterThanOrEqual(24);
    }
  },
};
