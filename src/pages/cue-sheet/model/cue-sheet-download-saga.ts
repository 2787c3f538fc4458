import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, take } from 'redux-saga/effects';
import { cueSheetApi, cueSheetFileName, readCueSheet, type CueSheetEntry, type CueSheetParty } from '@/entities/cue-sheet';
import { errorMessage, type CuesheetDto, type PersonDto } from '@/shared/api';
import { COMPANY } from '@/shared/config';
import { notify } from '@/shared/lib/notify';
import { saveText } from '@/shared/lib/save-file';
import type { CallLimit } from '../lib/call-limit';
import { cueSheetCsv, type CueSheetHeader, type CueSheetRow } from '../lib/cue-sheet-csv';
import { cueSheetDownloadEnded } from './edit-cue-sheet-slice';
import type { CueLine, MatchedItem } from './types';

/**
 * DOWNLOAD CUE SHEET: each cue's writers and publishers, with their shares, come from its track's
 * cue sheet call (at most a few at a time); then the programme's cue sheet is saved as
 * "4EM Edit - {production title} (Cuesheet).csv". A track whose call gives no shares keeps the
 * names and PRO the track lists, its shares left empty, and the page says so.
 */

export const EDIT_CUESHEET_TOAST = {
  loading: 'Generating cuesheet for edit...',
  success: 'Cuesheet downloaded!',
  successMs: 3000,
  failureMs: 5000,
  fallback: 'Failed to fetch cuesheet.',
} as const;

interface MutationHandle {
  unwrap(): Promise<CuesheetDto>;
  reset(): void;
}

const itemKey = (item: MatchedItem) => `${item.type}-${item.id}`;

/** The item's row of its own cue sheet; null when the call fails or answers no row. */
function* creditsOf(slots: CallLimit, line: CueLine): SagaIterator<CueSheetEntry | null> {
  yield take(slots);
  let handle: MutationHandle | null = null;
  try {
    const ref = { type: line.item.type, id: line.item.id, title: line.title };
    handle = (yield put(cueSheetApi.endpoints.fetchCueSheet.initiate(ref) as never)) as unknown as MutationHandle;
    const answer = (yield call([handle, handle.unwrap])) as CuesheetDto;
    return readCueSheet(answer.csv)[0] ?? null;
  } catch {
    return null;
  } finally {
    handle?.reset();
    yield put(slots, true);
  }
}

const fromTrack = (people: PersonDto[]): CueSheetParty[] => people.map((person) => ({ name: person.name, pro: person.pro || null, ipi: null, share: null }));
const lacksShares = (parties: CueSheetParty[]) => parties.length === 0 || parties.some((party) => party.share === null);

/** A cue's row, and the warning when its shares are not known. */
export function cueSheetRow(line: CueLine, entry: CueSheetEntry | null): { row: CueSheetRow; warning: string | null } {
  const composers = entry && entry.composers.length > 0 ? entry.composers : fromTrack(line.composers);
  const publishers = entry && entry.publishers.length > 0 ? entry.publishers : fromTrack(line.publishers);
  const row: CueSheetRow = {
    number: line.number,
    title: line.title,
    trackCode: entry?.trackCode || line.trackCode,
    library: entry?.library || `${COMPANY.name} Production Music`,
    composers,
    publishers,
    usage: line.usage,
    timecodeIn: line.timecodeIn,
    timecodeOut: line.timecodeOut,
    duration: line.duration,
  };
  const warning =
    lacksShares(composers) || lacksShares(publishers)
      ? `Cue ${line.number} (${line.title}): the writer and publisher shares are missing; names and PRO are from the track. Fill in the shares before filing.`
      : null;
  return { row, warning };
}

function* downloadCueSheet(slots: CallLimit, header: CueSheetHeader, cues: CueLine[]): SagaIterator<void> {
  const key = `edit-cuesheet-${Date.now()}`;
  yield call(notify.show, EDIT_CUESHEET_TOAST.loading, { key, autoHideDuration: null });
  try {
    const distinct = [...new Map(cues.map((line) => [itemKey(line.item), line])).values()];
    const entries = (yield all(distinct.map((line) => call(creditsOf, slots, line)))) as (CueSheetEntry | null)[];
    const credits = new Map(distinct.map((line, i) => [itemKey(line.item), entries[i]]));
    const built = cues.map((line) => cueSheetRow(line, credits.get(itemKey(line.item)) ?? null));
    yield call(saveText, cueSheetCsv(header, built.map((entry) => entry.row)), cueSheetFileName('edit', header.productionTitle));
    yield call(notify.update, key, EDIT_CUESHEET_TOAST.success, { variant: 'success', autoHideDuration: EDIT_CUESHEET_TOAST.successMs });
    yield put(cueSheetDownloadEnded({ ok: true, warnings: built.map((entry) => entry.warning).filter((w): w is string => w !== null) }));
  } catch (error) {
    yield call(notify.update, key, `Error: ${errorMessage(error, EDIT_CUESHEET_TOAST.fallback)}`, {
      variant: 'error',
      autoHideDuration: EDIT_CUESHEET_TOAST.failureMs,
    });
    yield put(cueSheetDownloadEnded({ ok: false, warnings: [] }));
  }
}

export function* onCueSheetDownload(slots: CallLimit, action: PayloadAction<{ header: CueSheetHeader; cues: CueLine[] }>): SagaIterator<void> {
  yield call(downloadCueSheet, slots, action.payload.header, action.payload.cues);
}

