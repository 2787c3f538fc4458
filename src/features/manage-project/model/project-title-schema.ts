import { object, string } from 'yup';

/** New project: a blank title is refused with the spec's words. */
export const CREATE_TITLE_BLANK = 'Title cannot be blank';
/** Rename: the spec words it differently from create. */
export const RENAME_TITLE_BLANK = "Title can't be blank";

export const createProjectSchema = object({ title: string().trim().required(CREATE_TITLE_BLANK) });
export const renameProjectSchema = object({ title: string().trim().required(RENAME_TITLE_BLANK) });

export interface ProjectTitleValues {
  title: string;
}
