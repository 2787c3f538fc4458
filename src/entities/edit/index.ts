export type { EditClip, EditFormat, EditProblem, FrameRate, ParsedEdit } from './model/edit-types';
export { prepareEditReader, readEditFiles } from './lib/read-edit-files';
export { NOT_AN_EDIT_MESSAGE, NotAnEditError } from './lib/not-an-edit';
export { parseEdit } from './lib/parse-edit';
export { FRAME_RATES, formatFrameRate, framesToSeconds, framesToTimecode, timecodeToFrames } from './lib/timecode';
