export type { EditClip, EditFormat, EditProblem, FrameRate, ParsedEdit } from './model/edit-types';
export { readEditFiles } from './lib/read-edit-files';
export { framesToTimecode, timecodeToFrames, framesToSeconds } from './lib/timecode';
