/** What a person is told when a file is none of the edits we read. */
export const NOT_AN_EDIT_MESSAGE = "This file isn't an edit we can read (EDL, Premiere XML, FCPXML or OTIO).";

export class NotAnEditError extends Error {
  constructor() {
    super(NOT_AN_EDIT_MESSAGE);
    this.name = 'NotAnEditError';
  }
}
