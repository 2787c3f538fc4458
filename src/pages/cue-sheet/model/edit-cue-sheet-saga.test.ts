import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { isTrackVisibleTo } from '@mocks/lib/domain/pro';
import { stemCodeOf, trackCodeOf } from '@mocks/lib/domain/track-code';
import { PERSONAS, scenarioHandlers, server, signInAs, takeContractMismatches } from '@mocks/node';
import { catalogueIndex } from '@mocks/search/catalogue-index';
import { trackDisplayTitle } from '@mocks/serializers/track';
import { FRAME_RATES, type EditClip } from '@/entities/edit';
import { sessionChanged, type UserDto } from '@/shared/api';
import { makeStore } from '@/shared/redux';
import { clipAt, editOf } from '../testing/edit-fixtures';
import { selectCueList, selectCueViews } from './cue-list';
import { editCueSheetSaga } from './edit-cue-sheet-saga';
import { editCleared, editFilesChosen, editRateChosen, editRead, matchingRequested, selectEditCueSheet } from './edit-cue-sheet-slice';
import { keepEditFiles } from './edit-files';

/**
 * Matching an edit against the mock catalogue, through the app's saga: the edit is built here
 * (not read from a file), then matched as the page matches it.
 */

function catalogue() {
  const index = catalogueIndex();
  const main = index.main.find((t) => (index.versionsOf.get(t.id)?.length ?? 0) > 0 && (index.stemsOf.get(t.id)?.length ?? 0) > 0)!;
  const version = index.versionsOf.get(main.id)![0];
  const stem = index.stemsOf.get(main.id)![0];
  const other = index.main.find((t) => t.id !== main.id && t.title !== main.title && index.main.filter((m) => m.title === t.title).length === 1)!;
  return { index, main, version, stem, other };
}

async function matched(clips: EditClip[]) {
  const store = makeStore({ sagas: [editCueSheetSaga] });
  store.dispatch(editRead(editOf(clips)));
  store.dispatch(matchingRequested());
  await vi.waitFor(() => {
    const state = selectEditCueSheet(store.getState());
    expect(state.matching).toBe(false);
    expect(Object.values(state.matches).some((match) => match.status === 'matching')).toBe(false);
  }, { timeout: 15_000 });
  return { store, list: { ...selectCueList(store.getState()), cues: selectCueViews(store.getState()) } };
}

/** The 404 of a server without the call for many codes is off the contract on purpose. */
const takeByCodeNotFound = () => takeContractMismatches((mismatch) => mismatch.operationId === 'getTracksByCode' && mismatch.status === 404);

describe('finding the library’s music in an edit', () => {
  it('by the track code in the file name: the track, its version and its stem each resolve to themselves', async () => {
    signInAs(PERSONAS.listener);
    const { index, main, version, stem } = catalogue();
    const { list } = await matched([
      clipAt(0, 10, `${trackCodeOf(main, index)} ${main.title}.wav`),
      clipAt(20, 30, `${trackCodeOf(version, index)} ${trackDisplayTitle(version)}.wav`),
      clipAt(40, 50, `${stemCodeOf(stem, index)} ${main.title} - ${stem.title}.wav`),
    ]);
    expect(list.cues.map((cue) => [cue.item, cue.via, cue.trackCode])).toEqual([
      [{ type: 'track', id: main.id, mainId: main.id }, ['code'], trackCodeOf(main, index)],
      [{ type: 'track', id: version.id, mainId: main.id }, ['code'], trackCodeOf(version, index)],
      [{ type: 'stem', id: stem.id, mainId: main.id }, ['code'], stemCodeOf(stem, index)],
    ]);
    expect(list.cues[1].title).toBe(trackDisplayTitle(version));
    expect(list.apart).toEqual([]);
  });

  it('by the exact name of a file the person downloaded (no code in it), then by title', async () => {
    signInAs(PERSONAS.listener);
    const { index, main, version } = catalogue();
    const entry = db.activity.getAll().find((record) => record.userId === 1 && record.activity_type === 'download' && record.content_type === 'track')!;
    const downloaded = index.tracks.get(Number(entry.content_id))!;
    const { list } = await matched([
      clipAt(0, 10, `${trackDisplayTitle(downloaded)}.wav`),
      clipAt(20, 30, `${trackDisplayTitle(version)}.aif`),
      clipAt(40, 50, main.title.toUpperCase()),
    ]);
    const byStart = list.cues.map((cue) => [cue.item.id, cue.via]);
    expect(byStart).toContainEqual([downloaded.id, ['download']]);
    expect(byStart).toContainEqual([version.id, ['title']]);
    expect(byStart).toContainEqual([main.id, ['title']]);
  });

  it('lists apart what it cannot find, and a library file the person may not see as unavailable', async () => {
    signInAs(PERSONAS.pro);
    const { index } = catalogue();
    const hidden = index.main.find((t) => !isTrackVisibleTo(t, { restricted_pro_groups: ['BMI'] }))!;
    const { list } = await matched([
      clipAt(0, 10, 'Interview room tone.wav'),
      clipAt(20, 30, `${trackCodeOf(hidden, index)} ${hidden.title}.wav`),
    ]);
    expect(list.cues).toEqual([]);
    expect(list.apart.map((source) => [source.names[0], source.reason])).toEqual([
      ['Interview room tone', 'not-found'],
      [`${trackCodeOf(hidden, index)} ${hidden.title}`, 'unavailable'],
    ]);
  });

  it('finds the tracks of many codes together: 120 codes are 3 calls of 50, and no search', async () => {
    signInAs(PERSONAS.listener);
    const { index } = catalogue();
    const tracks = index.main.slice(0, 120);
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.startsWith('/api/music/tracks/')) asked.push(url.pathname);
    });
    const { list } = await matched(tracks.map((track, i) => clipAt(i * 10, i * 10 + 8, `${trackCodeOf(track, index)} ${track.title}.wav`)));
    expect(list.cues.map((cue) => [cue.item.id, cue.via, cue.trackCode])).toEqual(tracks.map((track) => [track.id, ['code'], trackCodeOf(track, index)]));
    expect(asked).toEqual(Array.from({ length: 3 }, () => '/api/music/tracks/by_code/'));
  });

  it('on a server without the call for many codes (404), finds each code with a search', async () => {
    signInAs(PERSONAS.listener);
    server.use(http.get('*/api/music/tracks/by_code/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const { index, main, version } = catalogue();
    const { list } = await matched([
      clipAt(0, 10, `${trackCodeOf(main, index)} ${main.title}.wav`),
      clipAt(20, 30, `${trackCodeOf(version, index)} ${trackDisplayTitle(version)}.wav`),
    ]);
    expect(list.cues.map((cue) => [cue.item.id, cue.via])).toEqual([
      [main.id, ['code']],
      [version.id, ['code']],
    ]);
    expect(await takeByCodeNotFound()).not.toEqual([]);
  });

  it('never has more than 6 calls in flight, however many tracks the edit uses', async () => {
    signInAs(PERSONAS.listener);
    // One search per code (a server without the call for many codes): the most calls there are.
    server.use(...scenarioHandlers('slow:15'), http.get('*/api/music/tracks/by_code/', () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })));
    const { index } = catalogue();
    const tracks = index.main.slice(0, 40);
    let inFlight = 0;
    let most = 0;
    server.events.on('request:start', () => {
      inFlight += 1;
      most = Math.max(most, inFlight);
    });
    server.events.on('request:end', () => {
      inFlight -= 1;
    });
    const { list } = await matched(tracks.map((track, i) => clipAt(i * 10, i * 10 + 8, `${trackCodeOf(track, index)} ${track.title}.wav`)));
    expect(list.cues).toHaveLength(40);
    expect(most).toBeLessThanOrEqual(6);
    expect(most).toBeGreaterThan(1);
    expect(await takeByCodeNotFound()).not.toEqual([]);
  });

  it('a lookup that failed says so and is tried again on request', async () => {
    signInAs(PERSONAS.listener);
    const { index, main } = catalogue();
    const failing = () => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 });
    server.use(http.get('*/api/music/tracks/by_code/', failing), http.get('*/api/music/tracks/', failing));
    const { store, list } = await matched([clipAt(0, 10, `${trackCodeOf(main, index)} ${main.title}.wav`)]);
    expect(list.apart.map((source) => [source.reason, source.message])).toEqual([['failed', 'A server error occurred.']]);
    server.resetHandlers();
    store.dispatch(matchingRequested());
    await vi.waitFor(() => expect(selectCueViews(store.getState()).map((cue) => cue.item.id)).toEqual([main.id]), { timeout: 15_000 });
  });

  it('starting over lets go of the tracks it held in the cache', async () => {
    signInAs(PERSONAS.listener);
    const { index, main } = catalogue();
    const { store } = await matched([clipAt(0, 10, `${trackCodeOf(main, index)} ${main.title}.wav`)]);
    const subscribed = () => Object.keys((store.getState().api as { subscriptions?: object }).subscriptions ?? {}).length;
    store.dispatch(editCleared());
    expect(selectEditCueSheet(store.getState()).edit).toBeNull();
    await vi.waitFor(() => expect(subscribed()).toBe(0));
  });

  it('a session that expires while the edit is read again at another rate: once its person signs in again, it is read at that rate and matched', async () => {
    const person = signInAs(PERSONAS.listener);
    const { index, main, other } = catalogue();
    const store = makeStore({ sagas: [editCueSheetSaga] });
    const state = () => selectEditCueSheet(store.getState());
    const edl = [
      'TITLE: NIGHT SHIFT EP101',
      'FCM: NON-DROP FRAME',
      '',
      '001  AX       A     C        00:00:00:00 00:00:08:00 01:00:00:00 01:00:08:00',
      `* FROM CLIP NAME: ${trackCodeOf(main, index)} ${main.title}.wav`,
      '002  AX       A     C        00:00:00:00 00:00:08:00 01:00:10:00 01:00:18:00',
      `* FROM CLIP NAME: ${trackCodeOf(other, index)} ${other.title}.wav`,
      '',
    ].join('\n');
    const files = [new File([edl], 'NIGHT SHIFT.edl', { type: 'text/plain' })];
    store.dispatch(editFilesChosen({ filesId: keepEditFiles(files), fileNames: ['NIGHT SHIFT.edl'] }));
    await vi.waitFor(() => expect(state().listed).toBe(true), { timeout: 15_000 });
    expect(state().edit?.rate.timebase).toBe(25);

    // The person sets 24 fps; the session expires before the files are read again.
    const film = FRAME_RATES.find((rate) => rate.timebase === 24 && !rate.ntsc)!;
    store.dispatch(editRateChosen(film));
    store.dispatch(sessionChanged({ reason: 'expired', user: null, endedFor: person.id }));
    expect(state().heldFor).toBe(person.id);

    store.dispatch(sessionChanged({ reason: 'login', user: { id: person.id, email: person.email } as UserDto }));
    await vi.waitFor(
      () => {
        expect(state().read.status).toBe('read');
        expect(state().matching).toBe(false);
      },
      { timeout: 15_000 },
    );
    expect(state().edit?.rate).toEqual(film);
    expect(selectCueViews(store.getState()).map((cue) => [cue.item.id, cue.recordIn])).toEqual([
      [main.id, 24 * 3600],
      [other.id, 24 * 3610],
    ]);
  });
});
