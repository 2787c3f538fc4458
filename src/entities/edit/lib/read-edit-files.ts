import type { FrameRate, ParsedEdit } from '../model/edit-types';
import type { EditReaderReply, EditReaderRequest } from './edit-reader-protocol';
import { NOT_AN_EDIT_MESSAGE, NotAnEditError } from './parse-edit';
import { readEditFilesHere } from './read-edit-files-here';

/**
 * Reads one or more edit files (EDL, Premiere/FCP 7 XML, FCPXML, OTIO) as one edit, in a Web Worker
 * so a long edit never freezes the page. Rejects with `NotAnEditError` ("This file isn't an edit we
 * can read (EDL, Premiere XML, FCPXML or OTIO).") when no file is an edit; a broken line or a file
 * that isn't an edit among others is a problem in the result. Without workers (tests, a browser
 * that blocks them) the same reading runs in this thread.
 */
export function readEditFiles(files: readonly File[], options: { rate?: FrameRate } = {}): Promise<ParsedEdit> {
  if (typeof Worker === 'undefined') return readEditFilesHere(files, options);
  return new Promise<ParsedEdit>((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./edit-reader.worker.ts', import.meta.url), { type: 'module', name: 'edit-reader' });
    } catch {
      readEditFilesHere(files, options).then(resolve, reject);
      return;
    }
    worker.addEventListener('message', (event: MessageEvent<EditReaderReply>) => {
      worker.terminate();
      const reply = event.data;
      if (reply.ok) resolve(reply.edit);
      else reject(reply.message === NOT_AN_EDIT_MESSAGE ? new NotAnEditError() : new Error(reply.message));
    });
    // A worker that cannot start (blocked, failed to load) must not lose the files: read them here.
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      worker.terminate();
      readEditFilesHere(files, options).then(resolve, reject);
    });
    worker.postMessage({ files: [...files], options } satisfies EditReaderRequest);
  });
}
