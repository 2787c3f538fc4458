import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { isTrackVisibleTo } from '@mocks/lib/domain/pro';
import { trackCodeOf } from '@mocks/lib/domain/track-code';
import { PERSONAS, server, signInAs } from '@mocks/node';
import { catalogueIndex, type TrackRecord } from '@mocks/search/catalogue-index';
import { ipiOf, splitShares } from '@mocks/serializers/cuesheet';
import type { EditClip } from '@/entities/edit';
import { baseApi } from '@/shared/api';
import { editFixtureFile, writeEdl, writeFcpxml, writeOtio, writeXmeml, type FixtureEdit } from '@/entities/edit/testing';
import { selectCurrentPopup } from '@/shared/lib/popup';
import { resetNotify } from '@/shared/lib/notify';
import { captureSavedFiles, recordToasts, renderWithProviders } from '@/shared/lib/test';
import { clipAt, editOf } from '../testing/edit-fixtures';
import { editCueSheetSaga } from '../model/edit-cue-sheet-saga';
import { editRead, editReadFailed, matchingRequested } from '../model/edit-cue-sheet-slice';
import { CueSheetPage } from './cue-sheet-page';

/** Two tracks with one composer and one publisher each, not hidden from BMI members. */
function plainTracks(): TrackRecord[] {
  const index = catalogueIndex();
  const bmi = { restricted_pro_groups: ['BMI'] };
  return index.main
    .filter((t) => t.composerIds.length === 2 && t.publisherIds.length === 1 && isTrackVisibleTo(t, bmi) && !t.is_traditional_arrangement)
    .filter((t, i, all) => all.findIndex((other) => other.title === t.title) === i)
    .slice(0, 2);
}

const fileOf = (track: TrackRecord) => `${trackCodeOf(track, catalogueIndex())} ${track.title}.wav`;

async function openWith(email: string, clips: EditClip[]) {
  signInAs(email);
  const user = userEvent.setup();
  const view = renderWithProviders(<CueSheetPage />, { route: '/cue-sheet', sagas: [editCueSheetSaga] });
  await screen.findByLabelText('Edit file');
  view.store.dispatch(editRead(editOf(clips)));
  view.store.dispatch(matchingRequested());
  await waitFor(() => expect(screen.getByRole('region', { name: /^Cues/ })).toHaveAttribute('data-matching', 'false'), { timeout: 15_000 });
  return { user, ...view };
}

const rowsOf = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').slice(0, 6).map((cell) => cell.textContent));

describe('/cue-sheet: the cue sheet from an edit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    resetNotify();
  });

  it('asks a visitor to log in', async () => {
    const { store } = renderWithProviders(<CueSheetPage />, { route: '/cue-sheet' });
    expect(screen.getByRole('heading', { name: 'CUE SHEET FROM AN EDIT', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Log in to build the cue sheet of a programme from its edit.')).toBeInTheDocument();
    expect(selectCurrentPopup(store.getState())?.name).toBe('login');
    expect(screen.queryByLabelText('Edit file')).not.toBeInTheDocument();
  });

  it('lists the cues in timeline order with their record timecodes, durations and writers, and the other clips apart', async () => {
    const [a, b] = plainTracks();
    const index = catalogueIndex();
    await openWith(PERSONAS.listener, [
      clipAt(0, 20.5, fileOf(a), 'A1'),
      clipAt(0, 20.5, fileOf(a), 'A2'),
      clipAt(20.5, 30, fileOf(a), 'A1'),
      clipAt(45, 47.3, fileOf(b), 'A3'),
      clipAt(60, 70, 'Interview room tone.wav', 'A4'),
    ]);
    const writers = (track: TrackRecord) => track.composerIds.map((id) => `${index.composers.get(id)!.name} (${index.composers.get(id)!.pro})`).join(', ');
    expect(rowsOf()).toEqual([
      ['1', `${a.title}${trackCodeOf(a, index)}`, writers(a), '01:00:00:00', '01:00:30:00', '0:30'],
      ['2', `${b.title}${trackCodeOf(b, index)}`, writers(b), '01:00:45:00', '01:00:47:08', '0:02'],
    ]);
    expect(screen.getAllByText('Track code in the file name')).toHaveLength(2);
    const apart = screen.getByRole('list', { name: 'Clips not matched' });
    expect(within(apart).getByText('Interview room tone')).toBeInTheDocument();
    expect(within(apart).getByText('No library track found')).toBeInTheDocument();
    expect(within(apart).getByText('1 clip, first at 01:01:00:00')).toBeInTheDocument();
  });

  it('DOWNLOAD CUE SHEET needs the production title, then saves "4EM Edit - {title} (Cuesheet).csv" with the exact rows', async () => {
    const [a, b] = plainTracks();
    const index = catalogueIndex();
    const saved = captureSavedFiles();
    const toasts = recordToasts();
    const { user } = await openWith(PERSONAS.listener, [clipAt(0, 30, fileOf(a)), clipAt(40, 55, fileOf(b))]);
    await user.click(screen.getByRole('button', { name: 'DOWNLOAD CUE SHEET' }));
    expect(await screen.findByText('Production title is required')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(screen.getByLabelText('Production title*'), 'Night: Shift?');
    await user.type(screen.getByLabelText('Episode number'), '101');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Usage of cue 2' }), 'VV');
    await user.click(screen.getByRole('button', { name: 'DOWNLOAD CUE SHEET' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].filename).toBe('4EM Edit - Night Shift (Cuesheet).csv');
    const credits = (track: TrackRecord) => {
      const shares = splitShares(track.composerIds.length).map((bp) => `${bp / 100}%`);
      const composers = track.composerIds.map((id, i) => {
        const composer = index.composers.get(id)!;
        return `${composer.name} (${composer.pro}, IPI ${ipiOf(composer)}, ${shares[i]})`;
      });
      const publisher = index.publishers.get(track.publisherIds[0])!;
      return [composers.join('; '), `${publisher.name} (${publisher.pro}, 100%)`];
    };
    const row = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(',');
    expect((await saved[0].blob.text()).split('\r\n')).toEqual([
      row(['Production Title', 'Night: Shift?']),
      row(['Episode Title', '']),
      row(['Episode Number', '101']),
      row(['Production Company', '']),
      row(['Programme Length', '0:55']),
      row(['Air Date', '']),
      '',
      row(['Cue #', 'Title', 'Track Code', 'Library', 'Composer(s)', 'Publisher(s)', 'Usage', 'Timecode In', 'Timecode Out', 'Duration']),
      row(['1', a.title, trackCodeOf(a, index), '4EM Production Music', ...credits(a), 'BI', '01:00:00:00', '01:00:30:00', '0:30']),
      row(['2', b.title, trackCodeOf(b, index), '4EM Production Music', ...credits(b), 'VV', '01:00:40:00', '01:00:55:00', '0:15']),
      '',
    ]);
    toasts.stop();
    expect(toasts.history.map((toast) => toast.message)).toEqual(['Generating cuesheet for edit...', 'Cuesheet downloaded!']);
  });

  it('a track whose cue sheet gives no shares keeps its names and PRO, its shares empty, and the page says so', async () => {
    const [a] = plainTracks();
    const saved = captureSavedFiles();
    server.use(http.get('*/api/music/tracks/:id/cuesheet/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const { user } = await openWith(PERSONAS.listener, [clipAt(0, 30, fileOf(a))]);
    await user.type(screen.getByLabelText('Production title*'), 'Night Shift');
    await user.click(screen.getByRole('button', { name: 'DOWNLOAD CUE SHEET' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const index = catalogueIndex();
    const composers = a.composerIds.map((id) => `${index.composers.get(id)!.name} (${index.composers.get(id)!.pro})`).join('; ');
    expect((await saved[0].blob.text()).split('\r\n')[8]).toContain(`"${composers}"`);
    expect(await screen.findByText(`Cue 1 (${a.title}): the writer and publisher shares are missing; names and PRO are from the track. Fill in the shares before filing.`)).toBeInTheDocument();
  });

  it('SAVE AS PROJECT keeps the matched tracks in timeline order, each once, as a project named after the production', async () => {
    const [a, b] = plainTracks();
    const { user } = await openWith(PERSONAS.listener, [clipAt(0, 10, fileOf(b)), clipAt(20, 30, fileOf(a)), clipAt(40, 50, fileOf(b))]);
    await user.type(screen.getByLabelText('Production title*'), 'Night Shift');
    await user.click(screen.getByRole('button', { name: 'SAVE AS PROJECT' }));
    const link = await screen.findByRole('link', { name: 'Open the project' });
    const project = db.project.getAll().find((record) => record.title === 'Night Shift')!;
    expect(link).toHaveAttribute('href', `/project/${project.uuid}`);
    const items = db.projectItem.getAll().filter((item) => item.projectUuid === project.uuid).sort((x, y) => x.position - y.position);
    expect(items.map((item) => [item.type, item.itemId])).toEqual([
      ['track', b.id],
      ['track', a.id],
    ]);
  });

  it('"Not library music" leaves a clip out (listed apart, with Put back); a track picked for a clip makes its cue', async () => {
    const [a, b] = plainTracks();
    const { user } = await openWith(PERSONAS.listener, [clipAt(0, 10, fileOf(a)), clipAt(20, 30, 'Temp score v3.wav')]);
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Not library music' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const left = screen.getByRole('list', { name: 'Not library music' });
    await user.click(within(left).getByRole('button', { name: 'Put back' }));
    expect(rowsOf()).toHaveLength(1);

    const apart = screen.getByRole('list', { name: 'Clips not matched' });
    await user.click(within(apart).getByRole('button', { name: 'Pick a track' }));
    const search = within(apart).getByRole('searchbox', { name: 'Find the track of Temp score v3' });
    await user.clear(search);
    await user.type(search, `${trackCodeOf(b, catalogueIndex())}{Enter}`);
    await user.click(await within(apart).findByRole('button', { name: new RegExp(`^${b.title}`) }));
    await waitFor(() => expect(rowsOf().map((cells) => cells[1])).toEqual([`${a.title}${trackCodeOf(a, catalogueIndex())}`, `${b.title}${trackCodeOf(b, catalogueIndex())}`]));
    expect(screen.getByText('Picked by you')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Clips not matched' })).not.toBeInTheDocument();
  });

  it('an open track picker is a row screen readers count: it has its place, and the cues after it move down one', async () => {
    const [a, b] = plainTracks();
    const { user } = await openWith(PERSONAS.listener, [clipAt(0, 10, fileOf(a)), clipAt(20, 30, fileOf(b))]);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '3');
    await user.click(within(table).getAllByRole('button', { name: 'Change track' })[0]);
    const picker = within(table).getByRole('search', { name: 'Find the track of cue 1' }).closest('tr')!;
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3', '4']);
    expect(rows[2]).toBe(picker);
    expect(table).toHaveAttribute('aria-rowcount', '4');
    await user.click(within(table).getByRole('button', { name: 'Cancel' }));
    expect(within(table).getAllByRole('row').map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3']);
    expect(table).toHaveAttribute('aria-rowcount', '3');
  });

  it('a PRO-restricted person never sees a hidden track: its clip is "Not available to your account", and off the cue sheet', async () => {
    const index = catalogueIndex();
    const [a] = plainTracks();
    const hidden = index.main.find((t) => !isTrackVisibleTo(t, { restricted_pro_groups: ['BMI'] }))!;
    const saved = captureSavedFiles();
    const { user } = await openWith(PERSONAS.pro, [clipAt(0, 10, fileOf(a)), clipAt(20, 30, `${trackCodeOf(hidden, index)} ${hidden.title}.wav`)]);
    const apart = screen.getByRole('list', { name: 'Clips not matched' });
    expect(within(apart).getByText('Not available to your account')).toBeInTheDocument();
    expect(rowsOf()).toHaveLength(1);
    await user.type(screen.getByLabelText('Production title*'), 'Night Shift');
    await user.click(screen.getByRole('button', { name: 'DOWNLOAD CUE SHEET' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const csv = await saved[0].blob.text();
    expect(csv).not.toContain(trackCodeOf(hidden, index));
    expect(csv.trim().split('\r\n')).toHaveLength(9);
  });

  it.each([
    ['CMX 3600 EDL', 'night-shift.edl', writeEdl],
    ['Premiere XML', 'night-shift.xml', writeXmeml],
    ['FCPXML', 'night-shift.fcpxml', (edit: FixtureEdit) => writeFcpxml(edit, '1.8')],
    ['OTIO', 'night-shift.otio', writeOtio],
  ] as const)('reads a %s chosen as the edit file and lists its cues, the other clips apart', async (_format, name, write) => {
    const [a, b] = plainTracks();
    const index = catalogueIndex();
    const start = 90_000;
    const clip = (track: number, from: number, to: number, fileName: string) => ({ track, recordIn: start + from, recordOut: start + to, sourceIn: 0, clipName: fileName, fileName });
    const edit: FixtureEdit = {
      title: 'NIGHT SHIFT EP101',
      rate: { timebase: 25, ntsc: false, dropFrame: false },
      start,
      clips: [clip(1, 0, 513, fileOf(a)), clip(2, 0, 513, fileOf(a)), clip(1, 513, 750, fileOf(a)), clip(3, 1125, 1183, fileOf(b)), clip(4, 1500, 1750, 'Interview room tone.wav')],
    };
    signInAs(PERSONAS.listener);
    const user = userEvent.setup();
    renderWithProviders(<CueSheetPage />, { route: '/cue-sheet', sagas: [editCueSheetSaga] });
    await user.upload(await screen.findByLabelText('Edit file'), new File([write(edit)], name));
    await waitFor(() => expect(screen.getByRole('region', { name: /^Cues/ })).toHaveAttribute('data-matching', 'false'), { timeout: 15_000 });
    expect(rowsOf().map((cells) => [cells[0], cells[1], cells[3], cells[4], cells[5]])).toEqual([
      ['1', `${a.title}${trackCodeOf(a, index)}`, '01:00:00:00', '01:00:30:00', '0:30'],
      ['2', `${b.title}${trackCodeOf(b, index)}`, '01:00:45:00', '01:00:47:08', '0:02'],
    ]);
    expect(within(screen.getByRole('list', { name: 'Clips not matched' })).getByText('1 clip, first at 01:01:00:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Programme length')).toHaveValue('1:10');
  });

  it('a file that is no edit gets the message; an EDL with a broken line is read, the line named', async () => {
    signInAs(PERSONAS.listener);
    const user = userEvent.setup();
    renderWithProviders(<CueSheetPage />, { route: '/cue-sheet', sagas: [editCueSheetSaga] });
    const input = await screen.findByLabelText('Edit file');
    await user.upload(input, editFixtureFile('notes.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent("This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).");
    await user.upload(input, editFixtureFile('broken-lines.edl'));
    expect(await screen.findByText(/lines? (was|were) skipped; the rest was read/)).toBeInTheDocument();
    expect(screen.getAllByText(/^broken-lines\.edl, line \d+: /).length).toBeGreaterThan(0);
  });

  it('a dropped file that is no edit loses nothing: the edit shown, its cues, clips apart, typed fields and held tracks stay beside the message', async () => {
    const [a, b] = plainTracks();
    const index = catalogueIndex();
    const start = 90_000;
    const clip = (track: number, from: number, to: number, fileName: string) => ({ track, recordIn: start + from, recordOut: start + to, sourceIn: 0, clipName: fileName, fileName });
    const edit: FixtureEdit = {
      title: 'NIGHT SHIFT EP101',
      rate: { timebase: 25, ntsc: false, dropFrame: false },
      start,
      clips: [clip(1, 0, 750, fileOf(a)), clip(2, 1125, 1183, fileOf(b)), clip(3, 1500, 1750, 'Interview room tone.wav')],
    };
    signInAs(PERSONAS.listener);
    const user = userEvent.setup();
    const { store } = renderWithProviders(<CueSheetPage />, { route: '/cue-sheet', sagas: [editCueSheetSaga] });
    const input = await screen.findByLabelText('Edit file');
    await user.upload(input, new File([writeEdl(edit)], 'night-shift.edl'));
    await waitFor(() => expect(screen.getByRole('region', { name: /^Cues/ })).toHaveAttribute('data-matching', 'false'), { timeout: 15_000 });
    await user.type(screen.getByLabelText('Production title*'), 'Night Shift');
    await user.type(screen.getByLabelText('Episode number'), '101');
    const cues = [
      ['1', `${a.title}${trackCodeOf(a, index)}`, '01:00:00:00', '01:00:30:00', '0:30'],
      ['2', `${b.title}${trackCodeOf(b, index)}`, '01:00:45:00', '01:00:47:08', '0:02'],
    ];
    const shown = () => rowsOf().map((cells) => [cells[0], cells[1], cells[3], cells[4], cells[5]]);
    expect(shown()).toEqual(cues);
    // The cache entries subscribed to right now (RTK Query's own count: the state's copy lags).
    const subscribed = () => {
      const now = store.dispatch(baseApi.internalActions.internal_getRTKQSubscriptions()) as unknown as { getSubscriptions(): Map<string, Map<string, unknown>> };
      return [...now.getSubscriptions().values()].filter((requests) => requests.size > 0).length;
    };
    const held = subscribed();
    expect(held).toBeGreaterThan(0);

    await user.upload(input, editFixtureFile('notes.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent("notes.txt: This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).");
    expect(shown()).toEqual(cues);
    expect(screen.getByText('NIGHT SHIFT EP101 · 3 audio clips · 25 fps')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Clips not matched' })).getByText('Interview room tone')).toBeInTheDocument();
    expect(screen.getByLabelText('Production title*')).toHaveValue('Night Shift');
    expect(screen.getByLabelText('Episode number')).toHaveValue('101');
    expect(screen.getByRole('button', { name: 'DOWNLOAD CUE SHEET' })).toBeEnabled();
    expect(subscribed()).toBe(held);

    // A file that reads replaces it, and the message goes.
    await user.upload(input, new File([writeEdl({ ...edit, title: 'NIGHT SHIFT EP102', clips: [clip(1, 0, 250, fileOf(b))] })], 'ep102.edl'));
    await waitFor(() => expect(shown()).toEqual([['1', `${b.title}${trackCodeOf(b, index)}`, '01:00:00:00', '01:00:10:00', '0:10']]), { timeout: 15_000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Clips not matched' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Production title*')).toHaveValue('Night Shift');
    expect(screen.getByLabelText('Programme length')).toHaveValue('0:10');
  });

  it('says why a file could not be read, and keeps the page usable', async () => {
    signInAs(PERSONAS.listener);
    const { store } = renderWithProviders(<CueSheetPage />, { route: '/cue-sheet', sagas: [editCueSheetSaga] });
    await screen.findByLabelText('Edit file');
    const message = "This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).";
    store.dispatch(editReadFailed(message));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Edit file')).toBeEnabled();
  });

  it('offers the EDL frame rate only for EDLs, and lists the lines the reader skipped', async () => {
    signInAs(PERSONAS.listener);
    const { store } = renderWithProviders(<CueSheetPage />, { route: '/cue-sheet', sagas: [editCueSheetSaga] });
    await screen.findByLabelText('Edit file');
    store.dispatch(editRead(editOf([], { problems: [{ file: 'ep101.edl', line: 7, message: 'Not an event.' }] })));
    const rates = await screen.findByRole('combobox', { name: 'EDL frame rate' });
    expect(rates).toHaveValue('25-whole-ndf');
    expect(within(rates).getAllByRole('option').map((option) => option.textContent)).toEqual([
      '23.976 fps',
      '24 fps',
      '25 fps',
      '29.97 fps drop-frame',
      '29.97 fps non-drop',
      '30 fps',
      '50 fps',
      '59.94 fps drop-frame',
      '59.94 fps non-drop',
      '60 fps',
    ]);
    expect(screen.getByText('ep101.edl, line 7: Not an event.')).toBeInTheDocument();
    store.dispatch(editRead(editOf([], { formats: ['xmeml'] })));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'EDL frame rate' })).not.toBeInTheDocument());
  });
});
