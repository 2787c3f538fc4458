import { compareTracks } from './clip-order';
import type { EditClip, EditProblem, ParsedEdit } from '../model/edit-types';
import { NOT_AN_EDIT_MESSAGE, NotAnEditError } from './not-an-edit';
import { parseEdit, type ParseEditOptions } from './parse-edit';
import { edlRateEvidence, inferEdlRate } from './read-edl';
import { framesPerSecond } from './timecode';

export interface EditText {
  name: string;
  text: string;
}

const sameRate = (a: ParsedEdit['rate'], b: ParsedEdit['rate']) => a.timebase === b.timebase && a.ntsc === b.ntsc && a.dropFrame === b.dropFrame;

/**
 * Reads several files as one edit (Premiere exports one EDL per audio track; an editor may drop an
 * XML with them). Each file's clips keep their own `file` and `track`, so the same track name in two
 * files stays two tracks. EDLs, which never state a rate, are read at the rate another file states,
 * or at one rate inferred from all of them. A file at another stated rate has its times converted to
 * the edit's rate by real time. The same text given twice is read once. Throws `NotAnEditError`
 * when no file is an edit; a file that isn't one among others is a problem.
 */
export function readEditTexts(files: readonly EditText[], options: ParseEditOptions = {}): ParsedEdit {
  const problems: EditProblem[] = [];
  const read: { edit: ParsedEdit; source: EditText }[] = [];
  const seen = new Map<string, string>();
  for (const source of files) {
    const twin = seen.get(source.text);
    if (twin !== undefined) {
      problems.push({ file: source.name, line: null, message: `The same edit as ${twin}: read once.` });
      continue;
    }
    seen.set(source.text, source.name);
    try {
      read.push({ edit: parseEdit(source.name, source.text, options), source });
    } catch (error) {
      if (!(error instanceof NotAnEditError)) throw error;
      problems.push({ file: source.name, line: null, message: NOT_AN_EDIT_MESSAGE });
    }
  }
  if (read.length === 0) throw new NotAnEditError();

  // One rate for the EDLs: the one another file states, else one inferred over every EDL.
  const edls = read.filter(({ edit }) => edit.formats[0] === 'edl' && edit.rateSource === 'inferred');
  if (!options.rate && edls.length > 0 && read.length > 1) {
    let rate = read.find(({ edit }) => edit.rateSource === 'file')?.edit.rate;
    if (!rate) {
      const evidence = edls.map(({ source }) => edlRateEvidence(source.text));
      rate = inferEdlRate(
        Math.max(...evidence.map((e) => e.maxFrameField)),
        evidence.some((e) => e.dropFrameSeen),
        evidence.find((e) => e.firstFcmDrop !== null)?.firstFcmDrop ?? null,
      );
    }
    for (const entry of edls) {
      if (!sameRate(entry.edit.rate, rate)) entry.edit = parseEdit(entry.source.name, entry.source.text, { rate, rateSource: 'inferred' });
    }
  }
  return mergeEdits(read.map(({ edit }) => edit), problems);
}

/** One edit from several, at the first file's rate (a stated rate wins over an inferred one). */
export function mergeEdits(edits: readonly ParsedEdit[], extraProblems: readonly EditProblem[] = []): ParsedEdit {
  if (edits.length === 1 && extraProblems.length === 0) return edits[0];
  const lead = edits.find((edit) => edit.rateSource === 'file' || edit.rateSource === undefined) ?? edits[0];
  const rate = lead.rate;
  const problems: EditProblem[] = [...extraProblems];
  const clips: EditClip[] = [];
  let start = Infinity;
  let end = -Infinity;
  for (const edit of edits) {
    problems.push(...edit.problems);
    const scale = sameRate(edit.rate, rate) || (edit.rate.timebase === rate.timebase && edit.rate.ntsc === rate.ntsc) ? 1 : framesPerSecond(rate) / framesPerSecond(edit.rate);
    const at = (frames: number) => (scale === 1 ? frames : Math.round(frames * scale));
    if (scale !== 1 && edit.clips.length > 0) {
      problems.push({ file: edit.clips[0].file, line: null, message: `Runs at another frame rate than the edit's: its times were converted.` });
    }
    for (const clip of edit.clips) {
      clips.push(scale === 1 ? clip : { ...clip, recordIn: at(clip.recordIn), recordOut: at(clip.recordOut), sourceIn: at(clip.sourceIn), sourceOut: at(clip.sourceOut) });
    }
    start = Math.min(start, at(edit.start));
    if (edit.duration !== null) end = Math.max(end, at(edit.start) + at(edit.duration));
  }
  const order = new Map(edits.map((edit, i) => [edit, i]));
  const fileOrder = new Map<string, number>();
  edits.forEach((edit) => edit.clips.forEach((clip) => fileOrder.set(clip.file, fileOrder.get(clip.file) ?? order.get(edit)!)));
  clips.sort(
    (a, b) =>
      a.recordIn - b.recordIn ||
      (fileOrder.get(a.file) ?? 0) - (fileOrder.get(b.file) ?? 0) ||
      compareTracks(a.track, b.track) ||
      (a.line ?? 0) - (b.line ?? 0),
  );
  return {
    formats: edits.flatMap((edit) => edit.formats),
    title: edits.find((edit) => edit.title)?.title ?? null,
    rate,
    rateSource: lead.rateSource,
    start: Number.isFinite(start) ? start : 0,
    duration: Number.isFinite(end) ? end - start : null,
    clips,
    problems,
  };
}
