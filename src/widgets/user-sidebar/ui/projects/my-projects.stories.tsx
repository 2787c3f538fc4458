import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useProject } from '@/entities/project';
import { useCurrentUser } from '@/entities/user';
import { DraggableTrack } from '@/features/drag-to-project';
import type { ProjectDto } from '@/shared/api';
import { MyProjects } from './my-projects';

/** A drag source holding the first track of project 1 (Ocean Docuseries), as a search row would. */
function TrackFromProject() {
  // The app shell's header asks who is signed in; rows only read the answer.
  useCurrentUser();
  const { project } = useProject('1');
  const track = project?.items[0]?.track;
  if (!track) return null;
  return (
    <DraggableTrack track={track}>
      <p data-testid="drag-source" style={{ margin: '0 0 12px', padding: 10, border: '1px solid #34343a', color: '#eee' }}>
        Drag me: {track.full_title || track.title}
      </p>
    </DraggableTrack>
  );
}

/** Starts an HTML5 drag on `source` and holds it over `target` (what a pointer drag does, frozen mid-way). */
async function dragOver(source: Element, target: Element) {
  const dataTransfer = new DataTransfer();
  const box = target.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  source.dispatchEvent(new DragEvent('dragstart', { bubbles: true, cancelable: true, dataTransfer }));
  // The HTML5 backend publishes the dragged item on the next task, as it does for a real drag.
  await new Promise((resolve) => setTimeout(resolve, 50));
  target.dispatchEvent(new DragEvent('dragenter', { bubbles: true, cancelable: true, dataTransfer, ...at }));
  target.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer, ...at }));
}

const many: ProjectDto[] = Array.from({ length: 24 }, (_, index) => ({
  uuid: `many-${index}`,
  id: 1000 + index,
  title: `Project ${String(index + 1).padStart(2, '0')}`,
  description: '',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  track_count: 0,
  items: [],
}));

const empty: ProjectDto = { ...many[0], uuid: 'empty-1', title: 'Empty Project' };

const meta = {
  title: 'widgets/user-sidebar/MyProjects',
  component: MyProjects,
  args: { selected: null, onOpen: () => {} },
  parameters: { signedInAs: 'listener@example.com' },
  render: (args) => (
    <div style={{ width: 360, padding: 16, background: '#141416' }}>
      <h2 className="visually-hidden">MY PROJECTS</h2>
      <MyProjects {...args} />
    </div>
  ),
} satisfies Meta<typeof MyProjects>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The listener's three projects, most recent first. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: /Ocean Docuseries/ })).toBeVisible();
    const search = canvas.getByPlaceholderText('Search by Track or Project...');
    await expect(search).toBeVisible();
    // The sidebar is narrow: the whole placeholder still shows (the box has a row of its own).
    const style = getComputedStyle(search);
    const text = document.createElement('canvas').getContext('2d')!;
    text.font = style.font;
    const room = search.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(room).toBeGreaterThanOrEqual(text.measureText('Search by Track or Project...').width);
  },
};

/** No projects yet. */
export const Empty: Story = {
  parameters: { signedInAs: 'mp3@example.com' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Click the + to create a project!')).toBeVisible();
  },
};

/** The list could not be read: "Failed to fetch projects" and Try again, which asks once more. */
export const ListFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        // The first read fails; the next ones reach the mock backend.
        http.get('*/api/users/me/projects/', () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }), { once: true }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch projects')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('button', { name: /Ocean Docuseries/ })).toBeVisible();
  },
};

/** A search that matches nothing (after the 500 ms debounce). */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Ocean Docuseries/ });
    await userEvent.type(canvas.getByPlaceholderText('Search by Track or Project...'), 'zzzz');
    await expect(await canvas.findByText('No projects found.', {}, { timeout: 3000 })).toBeVisible();
  },
};

/** Many projects. */
export const Many: Story = {
  parameters: { msw: { handlers: [http.get('*/api/users/me/projects/', () => HttpResponse.json(many))] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: /Project 24/ })).toBeInTheDocument();
  },
};

/** An open project while it loads: "Loading...". */
export const DetailLoading: Story = {
  args: { selected: 'slow-project' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/users/me/projects/slow-project/', async () => {
          await delay('infinite');
          return HttpResponse.json(empty);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading...')).toBeVisible();
  },
};

/** An open project without items. */
export const DetailEmpty: Story = {
  args: { selected: 'empty-1' },
  parameters: { msw: { handlers: [http.get('*/api/users/me/projects/empty-1/', () => HttpResponse.json(empty))] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Drag and drop tracks here!')).toBeVisible();
    await expect(canvas.getByText('0 tracks')).toBeVisible();
    await expect(canvas.getByText('To modify track order, click & drag below')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Add More Tracks' })).toHaveAttribute('href', '/search?type=tracks');
    await expect(canvas.getByRole('heading', { name: 'ALL PROJECTS:' })).toBeVisible();
  },
};

/** The open project is what the player is playing from: the play indicator shows by its title. */
export const DetailPlaying: Story = {
  args: { selected: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('grid', { name: /Tracks in Ocean Docuseries/ });
    await userEvent.click(within(list).getAllByRole('button', { name: /^Play / })[0]);
    await expect((await canvas.findAllByRole('img', { name: /Now playing|Paused/ }))[0]).toBeVisible();
  },
};

/**
 * A track the open project already holds, dragged over it: the drop zone refuses it and says
 * "Track already in project" (the drag is held mid-way, so reviewers see the state).
 */
export const DetailDragOverAlreadyInProject: Story = {
  args: { selected: '1' },
  render: (args) => (
    <div style={{ width: 360, padding: 16, background: '#141416' }}>
      <h2 className="visually-hidden">MY PROJECTS</h2>
      <TrackFromProject />
      <MyProjects {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: /Tracks in Ocean Docuseries/ });
    const source = (await canvas.findByTestId('drag-source')).parentElement as Element;
    // Dragging is for signed-in people: the source becomes draggable once the current user is known.
    await waitFor(() => expect(source).toHaveAttribute('draggable', 'true'));
    await dragOver(source, canvas.getByTestId('project-drop-zone'));
    await expect(await canvas.findByText('Track already in project')).toBeVisible();
  },
};

/** Walked by keyboard: the project's second row is current (J from the first), its ring drawn over it. */
export const DetailCurrentRow: Story = {
  args: { selected: '1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: /Tracks in Ocean Docuseries/ });
    const [first, second] = await within(grid).findAllByRole('row');
    first!.focus();
    await userEvent.keyboard('j');
    await expect(second).toHaveFocus();
    await expect(second).toHaveAccessibleName(/, 2 of \d+\. Alt\+Up or Alt\+Down moves it\.$/);
  },
};

/**
 * A server built from the spec alone (`?mock=strict`) sends a project's items without their
 * tracks: the project counts them and says why they are not listed.
 */
export const ItemsWithoutTracks: Story = {
  args: { selected: '1' },
  parameters: { mockScenarios: ['strict'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The server doesn't say which tracks these/)).toBeInTheDocument();
  },
};

/** The most project rows the page held at once while the long project opened. */
let mostRowsDrawn = 0;

/**
 * A 500-item project: only the rows in view (plus a few either side) are ever in the page, from
 * the first frame on; the grid still says it holds 500.
 */
export const DetailLong: Story = {
  args: { selected: 'long-500' },
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/users/me/projects/long-500/', async () => {
          // Project 1's tracks, repeated under new ids to make 500 distinct items.
          const base = (await (await fetch('/api/users/me/projects/1/')).json()) as ProjectDto;
          const tracks = (base.items ?? []).map((entry) => entry.item).filter((track) => typeof track === 'object' && track !== null);
          const items = Array.from({ length: 500 }, (_, index) => {
            const track = tracks[index % tracks.length]!;
            return { id: 50_000 + index, type: 'track' as const, position: index + 1, item: { ...track, id: 900_000 + index, title: `${track.title} ${index + 1}`, full_title: `${track.title} ${index + 1}` } };
          });
          return HttpResponse.json({ ...base, uuid: 'long-500', title: 'Long Project', track_count: 500, items });
        }),
      ],
    },
  },
  beforeEach: () => {
    mostRowsDrawn = 0;
    const count = () => {
      mostRowsDrawn = Math.max(mostRowsDrawn, document.querySelectorAll('[data-testid="project-drop-zone"] [data-item-index]').length);
    };
    const observer = new MutationObserver(count);
    observer.observe(document.body, { subtree: true, childList: true });
    return () => observer.disconnect();
  },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('grid', { name: 'Tracks in Long Project' });
    await expect(grid).toHaveAttribute('aria-rowcount', '500');
    await expect((await within(grid).findAllByRole('row')).length).toBeGreaterThanOrEqual(5);
    // A window of the page's height is at most 900 / 56 ≈ 17 rows, and 6 more either side.
    await expect(mostRowsDrawn).toBeLessThanOrEqual(40);
  },
};
