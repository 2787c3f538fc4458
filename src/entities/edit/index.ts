export type { EditClip, EditFormat, EditProblem, FrameRate, ParsedEdit } from './model/edit-types';
