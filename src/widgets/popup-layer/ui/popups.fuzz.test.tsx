import type { Saga } from 'redux-saga';
import { describe, it } from 'vitest';
import { downloadSaga } from '@/features/download-item';
import { trackItemRef } from '@/features/track-actions';
import type { ProjectDto, TrackDto } from '@/shared/api';
import { POPUP_NAMES, type PopupName, type PopupProps } from '@/shared/lib/popup';
import { renderWithProviders } from '@/shared/lib/test';
import { fuzzView, isDrawn, POPUP_RUNS, type FuzzedAnswer } from '@/shared/lib/test/fuzz-render';
import { POPUP_REGISTRY } from '../model/registry';

/** The signed-in user every popup may read (the header's call): generated too. */
const USER: FuzzedAnswer = { operationId: 'getCurrentUser', path: '*/api/users/me/' };
/** A track a popup is opened for: an answer the app read earlier, handed to the popup as its props. */
const TRACK: FuzzedAnswer = { operationId: 'getTrack' };
const PROJECT: FuzzedAnswer = { operationId: 'getProject' };

interface PopupCase {
  /** What the popup reads or is given; none: it shows no server answer, and is drawn once. */
  answers: FuzzedAnswer[];
  /** Cases to draw (default `POPUP_RUNS`); a popup that only checks who is signed in shows nothing of the answer, and needs few. */
  runs?: number;
  sagas?: Saga[];
  /** It fetches a file a generated answer links to. */
  followsLinks?: boolean;
  /** Its props, from the generated answers (in `answers`' order). */
  props?: (answers: readonly unknown[]) => PopupProps;
}

const itemOf = (answers: readonly unknown[], index: number) => ({ item: trackItemRef(answers[index] as TrackDto) });
const projectOf = (answers: readonly unknown[], index: number) => answers[index] as ProjectDto;

/**
 * Every popup, with the answers it shows. A popup opened for an item gets a generated track's
 * item; the project popups a generated project.
 */
const POPUPS: Record<PopupName, PopupCase> = {
  advanced_filters: {
    answers: [
      { operationId: 'listKeywordCategories', path: '*/api/music/keywords/categories/' },
      { operationId: 'listInstrumentCategories', path: '*/api/music/instruments/categories/' },
      { operationId: 'listComposers', path: '*/api/music/composers/' },
      // The live count of the tracks the filters match.
      { operationId: 'searchTracks', path: '*/api/music/tracks/' },
    ],
  },
  submit_demo: { answers: [] },
  login: { answers: [USER], runs: 10 },
  register: { answers: [USER], runs: 10 },
  register_login: { answers: [USER], runs: 10 },
  confirm_account: { answers: [USER], runs: 10 },
  keyboard_shortcuts: { answers: [] },
  add: { answers: [USER, { operationId: 'listProjects', path: '*/api/users/me/projects/' }, TRACK], props: (answers) => itemOf(answers, 2) },
  download: {
    // The popup opens on the download check's answer (`check_only`).
    answers: [USER, { operationId: 'requestDownload', path: '*/api/users/me/actions/download/', method: 'post' }, TRACK],
    props: (answers) => itemOf(answers, 2),
    sagas: [downloadSaga],
    followsLinks: true,
  },
  share: { answers: [USER, TRACK], props: (answers) => itemOf(answers, 1) },
  customize_request: { answers: [USER, TRACK], props: (answers) => itemOf(answers, 1) },
  stem_request: { answers: [USER, TRACK], props: (answers) => itemOf(answers, 1) },
  license_request: { answers: [USER, TRACK], props: (answers) => itemOf(answers, 1) },
  project_create: { answers: [USER], runs: 10 },
  project_rename: { answers: [USER, PROJECT], props: (answers) => ({ uuid: projectOf(answers, 1).uuid, title: projectOf(answers, 1).title }) },
  project_duplicate: { answers: [USER, PROJECT], props: (answers) => ({ uuid: projectOf(answers, 1).uuid, title: projectOf(answers, 1).title }) },
  project_delete: { answers: [USER, PROJECT], props: (answers) => ({ uuid: projectOf(answers, 1).uuid, title: projectOf(answers, 1).title }) },
  remove_track: {
    answers: [USER, PROJECT, TRACK],
    props: (answers) => {
      const track = answers[2] as TrackDto;
      return { uuid: projectOf(answers, 1).uuid, projectTitle: projectOf(answers, 1).title, id: track.id, type: track.type === 'stem' ? 'stem' : 'track', title: track.full_title };
    },
  },
  specify_bpm: { answers: [] },
  specify_key: { answers: [] },
  reference_track: { answers: [] },
  custom_music: {
    answers: [{ operationId: 'getAsHeardOnCategoryByName', path: '*/api/music/as-heard-on-categories/by-name/' }],
    props: (answers) => ({ categoryName: (answers[0] as { name: string }).name }),
  },
};

const drawn = () => isDrawn(document.querySelector('[data-fuzzed-popup]'));

describe('every popup with any answers the contract allows', () => {
  it.each(POPUP_NAMES.map((name, index) => [name, index] as const))('%s: no crash, no blank popup, nothing unread on screen', async (name, index) => {
    const { answers, props, runs = POPUP_RUNS, sagas, followsLinks } = POPUPS[name];
    const { Body } = POPUP_REGISTRY[name];
    await Body.preload();
    await fuzzView(
      {
        answers,
        render: (store, bodies) =>
          renderWithProviders(
            <div data-fuzzed-popup="">
              <Body name={name} props={props?.(bodies) ?? {}} close={() => {}} closeAll={() => {}} />
            </div>,
            { store },
          ),
        settled: drawn,
        sagas,
        followsLinks,
      },
      // A popup that shows no answer is the same every time: drawn once.
      { seed: 3120 + index, numRuns: answers.length === 0 ? 1 : runs },
    );
  }, 120_000);
});
