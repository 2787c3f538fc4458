import type { ParsedEdit } from '../model/edit-types';
import type { ParseEditOptions } from './parse-edit';

/** What the page sends the edit reader worker; `id` pairs the answer with the request. */
export interface EditReaderRequest {
  id: number;
  files: File[];
  options: ParseEditOptions;
}

/** What the worker answers: the edit, or the message of the error reading threw. */
export type EditReaderReply = { id: number } & ({ ok: true; edit: ParsedEdit } | { ok: false; message: string });
