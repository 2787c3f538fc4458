import { useCallback, useMemo, useRef } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { projectHref } from '@/entities/project';
import { framesToSeconds } from '@/entities/edit';
import type { TrackDto } from '@/shared/api';
import { validateWithSchema } from '@/shared/lib/form';
import { formatTime } from '@/shared/lib/format-time';
import { useAppDispatch, useAppSelector } from '@/shared/redux';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { FormTextField } from '@/shared/ui/form-field';
import { Spinner } from '@/shared/ui/spinner';
import { selectCueList, selectCueViews, toCueLines, type ApartSource, type CueView } from '../model/cue-list';
import {
  cueSheetDownloadRequested,
  editFilesChosen,
  editRateChosen,
  matchingRequested,
  selectEditCueSheet,
  sourcesExcluded,
  sourcesRestored,
  trackPickRequested,
  usageChosen,
} from '../model/edit-cue-sheet-slice';
import { keepEditFiles } from '../model/edit-files';
import { headerSchema, toHeader, type EditCueSheetValues } from '../model/header-form';
import type { CueUsage } from '../model/types';
import { useSaveAsProject } from '../model/use-save-as-project';
import { ClipsApart } from './clips-apart';
import { CueTable } from './cue-table';
import { CueWarnings } from './cue-warnings';
import { EdlRateSelect, rateLabel } from './edl-rate-select';
import { EditFileInput } from './edit-file-input';
import './edit-cue-sheet.css';

export const NO_AUDIO = 'This edit has no audio clips. Export its audio tracks (Premiere: one EDL per audio track) and drop them here.';
export const NO_MUSIC = 'No library music was found in this edit. Pick the tracks of the clips below.';

const validate = validateWithSchema<EditCueSheetValues>(headerSchema);

const mainOf = (track: TrackDto) => ({ type: 'track' as const, id: track.id, mainId: track.parent_id ?? track.id });

/**
 * The cue sheet from an edit: drop the timeline, check the cues, download the programme's cue
 * sheet or keep its tracks as a project.
 */
export function EditCueSheet() {
  const dispatch = useAppDispatch();
  const { read, edit, editFileNames, matching, listed, usage, matches, download } = useAppSelector(selectEditCueSheet);
  const { apart, excluded } = useAppSelector(selectCueList);
  const cues = useAppSelector(selectCueViews);
  const project = useSaveAsProject();
  const intent = useRef<'download' | 'project'>('download');

  const onFiles = useCallback(
    (files: File[]) => dispatch(editFilesChosen({ filesId: keepEditFiles(files), fileNames: files.map((file) => file.name) })),
    [dispatch],
  );
  const pick = useCallback((sources: string[], track: TrackDto) => dispatch(trackPickRequested({ sources, item: mainOf(track) })), [dispatch]);
  const onPickCue = useCallback((cue: CueView, track: TrackDto) => pick(cue.sources, track), [pick]);
  const onPickSource = useCallback((source: ApartSource, track: TrackDto) => pick([source.key], track), [pick]);
  const onExcludeCue = useCallback((cue: CueView) => dispatch(sourcesExcluded(cue.sources)), [dispatch]);
  const onUsage = useCallback((cue: CueView, chosen: CueUsage) => dispatch(usageChosen({ cue: cue.key, usage: chosen })), [dispatch]);
  const onExcludeSource = useCallback((source: ApartSource) => dispatch(sourcesExcluded([source.key])), [dispatch]);
  const onRestoreSource = useCallback((source: ApartSource) => dispatch(sourcesRestored([source.key])), [dispatch]);

  const sequenceSeconds = edit && edit.duration !== null ? Math.round(framesToSeconds(edit.duration, edit.rate)) : null;
  // The form follows a new edit's sequence length, but keeps whatever the person has typed.
  const initialValues = useMemo<EditCueSheetValues>(
    () => ({ programmeLength: sequenceSeconds !== null ? formatTime(sequenceSeconds) : '' }),
    [sequenceSeconds],
  );

  const isEdl = edit?.formats.includes('edl') ?? false;
  const progress = useMemo(() => {
    const all = Object.values(matches);
    return { done: all.filter((match) => match.status !== 'matching').length, total: all.length };
  }, [matches]);
  const ready = !matching && cues.length > 0;

  return (
    <div className="edit-cue-sheet">
      <section className="edit-cue-sheet__file" aria-label="The edit">
        <EditFileInput onFiles={onFiles} />
        {read.status === 'reading' ? <Spinner width={28} label={`Reading ${read.fileNames.join(', ')}`} /> : null}
        {read.status === 'failed' && read.error ? (
          <Alert>
            {read.fileNames.join(', ')}: {read.error}
          </Alert>
        ) : null}
        {edit ? (
          <p className="edit-cue-sheet__summary" role="status">
            {[edit.title ?? editFileNames.join(', '), `${edit.clips.length} audio ${edit.clips.length === 1 ? 'clip' : 'clips'}`, rateLabel(edit.rate)].join(' · ')}
          </p>
        ) : null}
        {edit && isEdl ? <EdlRateSelect rate={edit.rate} disabled={read.status === 'reading'} onChange={(rate) => dispatch(editRateChosen(rate))} /> : null}
        {edit && edit.problems.length > 0 ? (
          <details className="edit-cue-sheet__problems" open>
            <summary>
              {edit.problems.length === 1 ? '1 line was skipped' : `${edit.problems.length} lines were skipped`}; the rest was read
            </summary>
            <ul>
              {edit.problems.map((problem) => (
                <li key={`${problem.file}-${problem.line}-${problem.message}`}>
                  {problem.file}
                  {problem.line !== null ? `, line ${problem.line}` : ''}: {problem.message}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </section>

      {edit ? (
        <Form<EditCueSheetValues>
          onSubmit={(values) => {
            if (intent.current === 'project') return void project.save(toHeader(values).productionTitle, cues);
            dispatch(cueSheetDownloadRequested({ header: toHeader(values), cues: toCueLines(cues, usage, edit.rate) }));
          }}
          validate={validate}
          initialValues={initialValues}
          keepDirtyOnReinitialize
          render={({ handleSubmit }) => (
            <form className="edit-cue-sheet__form" onSubmit={handleSubmit} noValidate>
              <fieldset className="edit-cue-sheet__production">
                <legend className="edit-cue-sheet__heading">The production</legend>
                <FormTextField name="productionTitle" label="Production title*" autoComplete="off" />
                <FormTextField name="episodeTitle" label="Episode title" autoComplete="off" />
                <FormTextField name="episodeNumber" label="Episode number" autoComplete="off" />
                <FormTextField name="productionCompany" label="Production company" autoComplete="organization" />
                <FormTextField name="programmeLength" label="Programme length" placeholder="28:30" hint="Minutes:seconds, or hours:minutes:seconds" />
                <FormTextField name="airDate" label="Air date" type="date" />
              </fieldset>

              <section className="edit-cue-sheet__cues" aria-labelledby="edit-cues-heading" data-matching={matching} data-cues={cues.length}>
                <h2 id="edit-cues-heading" className="edit-cue-sheet__heading">
                  Cues ({cues.length})
                </h2>
                {matching ? (
                  <p className="edit-cue-sheet__progress" role="status">
                    Finding the library’s music in the edit… {progress.done} of {progress.total} clip sources looked up
                  </p>
                ) : null}
                {/* Listed once matching has ended: cue numbers settle only when every clip is known. */}
                {listed && cues.length > 0 ? (
                  <div className="edit-cue-sheet__table-scroll">
                    <CueTable cues={cues} usage={usage} rate={edit.rate} onUsage={onUsage} onPick={onPickCue} onExclude={onExcludeCue} />
                  </div>
                ) : listed ? (
                  <p className="edit-cue-sheet__none">{edit.clips.length === 0 ? NO_AUDIO : NO_MUSIC}</p>
                ) : null}
              </section>

              {listed ? <CueWarnings cues={cues} rate={edit.rate} /> : null}

              {listed ? (
                <ClipsApart
                apart={apart}
                excluded={excluded}
                rate={edit.rate}
                onPick={onPickSource}
                onExclude={onExcludeSource}
                onRestore={onRestoreSource}
                onRetry={() => dispatch(matchingRequested())}
                />
              ) : null}

              <div className="edit-cue-sheet__actions">
                <Button type="submit" disabled={!ready || download.status === 'running'} onClick={() => (intent.current = 'download')}>
                  {download.status === 'running' ? 'DOWNLOADING...' : 'DOWNLOAD CUE SHEET'}
                </Button>
                <Button type="submit" variant="secondary" disabled={!ready || project.state.status === 'saving'} onClick={() => (intent.current = 'project')}>
                  {project.state.status === 'saving' ? 'SAVING...' : 'SAVE AS PROJECT'}
                </Button>
              </div>
              {download.warnings.length > 0 ? (
                <section className="edit-warnings" aria-labelledby="edit-credits-heading">
                  <h2 id="edit-credits-heading" className="edit-cue-sheet__heading">
                    Missing from the cue sheet saved ({download.warnings.length})
                  </h2>
                  <ul className="edit-warnings__list">
                    {download.warnings.map((warning) => (
                      <li key={warning} className="edit-warnings__item">
                        {warning}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {project.state.status === 'saved' ? (
                <Alert variant="success">
                  Saved as the project “{project.state.project.title}”. <Link to={projectHref(project.state.project.uuid)}>Open the project</Link>
                </Alert>
              ) : null}
              {project.state.status === 'failed' ? <Alert>{project.state.message}</Alert> : null}
            </form>
          )}
        />
      ) : (
        <ol className="edit-cue-sheet__steps">
          <li>Export the edit from your editing software: an EDL of its audio tracks, an XML, FCPXML or OTIO file.</li>
          <li>Drop it above: every use of the library’s music is listed with its timecodes, duration and writers.</li>
          <li>Check the cues, then download the cue sheet for the broadcaster, or keep the tracks as a project.</li>
        </ol>
      )}
    </div>
  );
}
