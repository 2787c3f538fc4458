import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { Provider } from 'react-redux';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { isTrackVisibleTo } from '@mocks/lib/domain/pro';
import { trackCodeOf } from '@mocks/lib/domain/track-code';
import { catalogueIndex, type TrackRecord } from '@mocks/search/catalogue-index';
import type { ParsedEdit } from '@/entities/edit';
import { makeStore } from '@/shared/redux';
import { editCueSheetSaga, FILES_GONE } from '../model/edit-cue-sheet-saga';
import { editFilesChosen, editRead, editReadFailed, matchingRequested } from '../model/edit-cue-sheet-slice';
import { clipAt, editOf } from '../testing/edit-fixtures';
import { CueSheetPage } from './cue-sheet-page';
import { NO_AUDIO } from './edit-cue-sheet';

/**
 * The page's states, each from an edit built here (no file reader involved) and matched by the
 * page's own saga against the mock catalogue.
 */

type EditSetup = { edit: () => ParsedEdit } | { failed: string } | { reading: string[] };

function EditStore({ setup, children }: { setup?: EditSetup; children: ReactNode }) {
  const [store] = useState(() => {
    // Only an edit to match needs the saga (the other states are the slice's alone).
    const created = makeStore({ sagas: setup && 'edit' in setup ? [editCueSheetSaga] : [] });
    if (setup && 'edit' in setup) {
      created.dispatch(editRead(setup.edit()));
      created.dispatch(matchingRequested());
    } else if (setup && 'failed' in setup) {
      created.dispatch(editFilesChosen({ filesId: 'story', fileNames: ['notes.txt'] }));
      created.dispatch(editReadFailed(setup.failed));
    } else if (setup && 'reading' in setup) {
      created.dispatch(editFilesChosen({ filesId: 'story', fileNames: setup.reading }));
    }
    return created;
  });
  return <Provider store={store}>{children}</Provider>;
}

const withEdit: Decorator = (Story, context) => (
  <EditStore setup={context.parameters.edit as EditSetup | undefined}>
    <Story />
  </EditStore>
);

const bmi = { restricted_pro_groups: ['BMI'] };
const fileOf = (track: TrackRecord) => `${trackCodeOf(track, catalogueIndex())} ${track.title}.wav`;
const everyonesTracks = () => catalogueIndex().main.filter((track) => isTrackVisibleTo(track, bmi) && track.duration > 60);

const meta = {
  title: 'pages/cue-sheet/CueSheetPage',
  component: CueSheetPage,
  decorators: [withEdit],
  parameters: { signedInAs: 'listener@example.com', route: '/cue-sheet' },
} satisfies Meta<typeof CueSheetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing dropped yet: the file input (a drop zone) and what the page does. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Edit file')).toBeEnabled();
    await expect(canvas.getByText(/Export the edit from your editing software/)).toBeVisible();
  },
};

/** A visitor: the login popup opens, and the page says what it is for. */
export const Visitor: Story = {
  parameters: { signedInAs: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Log in to build the cue sheet of a programme from its edit.')).toBeVisible();
    await expect(canvas.queryByLabelText('Edit file')).not.toBeInTheDocument();
  },
};

/** The files are being read. */
export const Reading: Story = {
  parameters: { edit: { reading: ['EP101_A1.edl', 'EP101_A2.edl'] } satisfies EditSetup },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Reading EP101_A1.edl, EP101_A2.edl')).toBeInTheDocument();
  },
};

/**
 * Read with warnings: two lines skipped, music adding up to more than the programme, two cues
 * overlapping (a cross-fade) and a cue looped past the end of its track.
 */
export const ParsedWithWarnings: Story = {
  parameters: {
    edit: {
      edit: () => {
        const [a, b] = everyonesTracks();
        const short = catalogueIndex().main.find((track) => track.albumId === 1 && isTrackVisibleTo(track, bmi) && track.duration < 15)!;
        return editOf(
          [
            clipAt(0, 40, fileOf(a), 'A1'),
            clipAt(0, 40, fileOf(a), 'A2'),
            clipAt(40, 55, fileOf(a), 'A1'),
            clipAt(50, 80, fileOf(b), 'A3'),
            clipAt(90, 120, fileOf(short), 'A1'),
          ],
          {
            duration: 100 * 25,
            problems: [
              { file: 'EP101.edl', line: 14, message: 'Line 14 is not an EDL event or comment; it was skipped.' },
              { file: 'EP101.edl', line: 31, message: 'Line 31 has a record out before its record in; it was skipped.' },
            ],
          },
        );
      },
    } satisfies EditSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The cue list shows as soon as the edit is read; its matching against the catalogue ends later.
    const cues = await canvas.findByRole('region', { name: 'Cues (3)' }, { timeout: 15_000 });
    await waitFor(() => expect(cues).toHaveAttribute('data-matching', 'false'), { timeout: 15_000 });
    await expect(canvas.getByText('2 lines were skipped; the rest was read')).toBeVisible();
    const warnings = canvas.getByRole('region', { name: /^Check before filing/ });
    await expect(within(warnings).getByText('The music adds up to 1:55, longer than the programme (1:40).')).toBeVisible();
    await expect(within(warnings).getByText('Cues 1 and 2 overlap from 01:00:50:00 to 01:00:55:00.')).toBeVisible();
    await expect(within(warnings).getByText(/^Cue 3 \(.+\) runs 0:30, longer than the track/)).toBeVisible();
  },
};

/**
 * A cue's track picker open: it is a row of the table (screen readers are told its place, and the
 * cues after it move down one); each row's actions are whole inside their cell.
 */
export const TrackPickerOpen: Story = {
  parameters: {
    edit: {
      edit: () => {
        const [a, b] = everyonesTracks();
        return editOf([clipAt(0, 20, fileOf(a)), clipAt(30, 45, fileOf(b))]);
      },
    } satisfies EditSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cues = await canvas.findByRole('region', { name: 'Cues (2)' }, { timeout: 15_000 });
    await waitFor(() => expect(cues).toHaveAttribute('data-matching', 'false'), { timeout: 15_000 });
    const table = within(cues).getByRole('table');
    for (const button of within(table).getAllByRole('button', { name: 'Not library music' })) {
      const box = button.getBoundingClientRect();
      const cell = button.closest('td')!.getBoundingClientRect();
      await expect(box.left >= cell.left && box.right <= cell.right).toBe(true);
    }
    await userEvent.click(within(table).getAllByRole('button', { name: 'Change track' })[0]);
    await expect(within(table).getByRole('searchbox', { name: 'Find the track of cue 1' })).toBeVisible();
    await expect(within(table).getAllByRole('row').map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4']);
    await expect(table).toHaveAttribute('aria-rowcount', '4');
  },
};

/**
 * Clips listed apart: no library track found for two of them, and one whose library file is
 * hidden from this BMI member ("Not available to your account"); one is already marked
 * "Not library music".
 */
export const UnmatchedClips: Story = {
  parameters: {
    signedInAs: 'pro@example.com',
    edit: {
      edit: () => {
        const [a] = everyonesTracks();
        const hidden = catalogueIndex().main.find((track) => !isTrackVisibleTo(track, bmi))!;
        return editOf([
          clipAt(0, 30, fileOf(a)),
          clipAt(10, 20, 'Interview room tone.wav', 'A2'),
          clipAt(35, 50, `${fileOf(hidden)}`, 'A1'),
          clipAt(60, 75, 'Temp score v3.wav', 'A1'),
        ]);
      },
    } satisfies EditSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apart = await canvas.findByRole('list', { name: 'Clips not matched' }, { timeout: 15_000 });
    await expect(await within(apart).findByText('Not available to your account', {}, { timeout: 15_000 })).toBeVisible();
    await expect(within(apart).getAllByText('No library track found')).toHaveLength(2);
    const [roomTone] = within(apart).getAllByRole('listitem');
    await userEvent.click(within(roomTone).getByRole('button', { name: 'Not library music' }));
    await expect(await canvas.findByRole('list', { name: 'Not library music' })).toBeVisible();
  },
};

/** A file that is no edit at all. */
export const NotAnEdit: Story = {
  parameters: { edit: { failed: "This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO)." } satisfies EditSetup },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "notes.txt: This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).",
    );
  },
};

/**
 * A file that is no edit, dropped on an edit already listed: the message shows beside it, and the
 * edit, its cues, the clips apart and what was typed all stay until a file reads as an edit.
 */
export const NotAnEditOverAnEdit: Story = {
  parameters: {
    edit: {
      edit: () => {
        const [a] = everyonesTracks();
        return editOf([clipAt(0, 30, fileOf(a)), clipAt(40, 50, 'Interview room tone.wav', 'A2')]);
      },
    } satisfies EditSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The cue list shows as soon as the edit is read; its matching against the catalogue ends later.
    const cues = await canvas.findByRole('region', { name: 'Cues (1)' }, { timeout: 15_000 });
    await waitFor(() => expect(cues).toHaveAttribute('data-matching', 'false'), { timeout: 15_000 });
    await userEvent.type(canvas.getByLabelText('Production title*'), 'Night Shift');
    await userEvent.upload(canvas.getByLabelText('Edit file'), new File(['Call the composer about the end titles.'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      "notes.txt: This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).",
    );
    await expect(canvas.getByRole('region', { name: 'Cues (1)' })).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Clips not matched' })).getByText('Interview room tone')).toBeVisible();
    await expect(canvas.getByLabelText('Production title*')).toHaveValue('Night Shift');
  },
};

/** The frame rate changed after the page lost the files (they are not kept across a reload). */
export const FilesGone: Story = {
  parameters: { edit: { failed: FILES_GONE } satisfies EditSetup },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(FILES_GONE);
  },
};

/** An edit with no audio clips (a picture-only EDL): nothing to list, and what to do. */
export const NoAudio: Story = {
  parameters: { edit: { edit: () => editOf([]) } satisfies EditSetup },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(NO_AUDIO, {}, { timeout: 15_000 })).toBeVisible();
  },
};

/**
 * A long edit: 250 cues of 120 tracks (found in three calls). Only the cues in view are rows of the
 * table; the rest come as it scrolls, and the table tells assistive technology how many there are.
 */
export const LongEdit: Story = {
  parameters: {
    edit: {
      edit: () => {
        const tracks = everyonesTracks().slice(0, 120);
        return editOf(Array.from({ length: 250 }, (_, i) => clipAt(i * 10, i * 10 + 8, fileOf(tracks[i % tracks.length]))));
      },
    } satisfies EditSetup,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Cues (250)' }, { timeout: 30_000 })).toHaveAttribute('data-matching', 'false');
    const table = canvas.getByRole('table', { name: 'Cues, in timeline order' });
    await expect(table).toHaveAttribute('aria-rowcount', '251');
    await expect(within(table).getAllByRole('row').length).toBeLessThan(100);
    await expect(within(table).getByRole('cell', { name: '1' })).toBeVisible();
    table.scrollIntoView({ block: 'end' });
    await expect(await within(table).findByRole('cell', { name: '250' }, { timeout: 5_000 })).toBeInTheDocument();
  },
};
