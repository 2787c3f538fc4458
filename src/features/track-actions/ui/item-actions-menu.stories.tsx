import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeTrack } from '@/entities/track/testing';
import { collectionItemRef, projectItemRef, trackItemRef } from '../lib/item-ref';
import { ItemActionsMenu } from './item-actions-menu';

const withStems = makeTrack({ id: 900001, num_stems: 4 });
const withoutStems = makeTrack({ id: 900002, title: 'Quiet Harbour', num_stems: 0 });
const stem = makeTrack({ id: 900021, type: 'stem', title: 'Drums', display_title: 'Drums', full_title: 'Midnight Pursuit - Drums', parent_id: 900001 });

const meta = {
  title: 'features/track-actions/ItemActionsMenu',
  component: ItemActionsMenu,
  args: { item: trackItemRef(withStems), track: withStems, align: 'left' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ItemActionsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: /^More options for / }));
  return canvas;
};

export const Closed: Story = {};

/** A track with stems: the stem option reads "Download Stems". */
export const TrackWithStems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openMenu(canvasElement);
    await expect(canvas.getByRole('menuitem', { name: 'Download Stems' })).toBeInTheDocument();
  },
};

/** A track without stems: the stem option reads "Request Stems". */
export const TrackWithoutStems: Story = {
  args: { item: trackItemRef(withoutStems), track: withoutStems },
  play: async ({ canvasElement }) => {
    const canvas = await openMenu(canvasElement);
    await expect(canvas.getByRole('menuitem', { name: 'Request Stems' })).toBeInTheDocument();
  },
};

/** A stem row offers the same options, acting on the stem. */
export const Stem: Story = {
  args: { item: trackItemRef(stem), track: stem },
  play: async ({ canvasElement }) => {
    const canvas = await openMenu(canvasElement);
    await expect(canvas.getByRole('menuitem', { name: 'Request Stems' })).toBeInTheDocument();
    await expect(canvas.getByRole('menuitem', { name: 'Go to track' })).toBeInTheDocument();
  },
};

export const Album: Story = {
  args: {
    item: collectionItemRef({ id: 1, type: 'album', title: 'Dark Pulse Vol. 2', web_url: '/album/1/dark-pulse-vol-2', disc_number: '4EM001', track_count: 12 }),
    track: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = await openMenu(canvasElement);
    await expect(canvas.getByRole('menuitem', { name: 'Download Cue Sheet' })).toBeInTheDocument();
  },
};

export const ProjectWithExtraOptions: Story = {
  args: {
    item: projectItemRef({ uuid: '6f1c2d9e', title: 'Car commercial', track_count: 3 }),
    track: undefined,
    extraItems: [
      { key: 'rename', label: 'Rename', onSelect: () => undefined },
      { key: 'delete', label: 'Delete', onSelect: () => undefined },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = await openMenu(canvasElement);
    await expect(canvas.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  },
};
