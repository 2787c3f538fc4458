import type { FrameRate, ParsedEdit } from '../model/edit-types';
import type { EditReaderReply, EditReaderRequest } from './edit-reader-protocol';
import { NOT_AN_EDIT_MESSAGE, NotAnEditError } from './not-an-edit';

/** The readers themselves run in the worker; the page loads them only if it has to read without one. */
async function readEditFilesHere(files: readonly File[], options: { rate?: FrameRate }): Promise<ParsedEdit> {
  const { readEditFilesHere: read } = await import('./read-edit-files-here');
  return read(files, options);
}

/**
 * One worker, kept while the page reads: reading the same files again at another rate (an EDL
 * states none) runs on code the worker has already compiled and optimised. Let go after a minute
 * of rest.
 */
const IDLE_MS = 60_000;

interface Pending {
  files: readonly File[];
  options: { rate?: FrameRate };
  resolve: (edit: ParsedEdit) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function stopWorker() {
  clearTimeout(idleTimer);
  worker?.terminate();
  worker = null;
}

/** Reads here what the worker was asked: a worker that cannot start or crashes loses no files. */
function readPendingHere() {
  const waiting = [...pending.values()];
  pending.clear();
  for (const request of waiting) readEditFilesHere(request.files, request.options).then(request.resolve, request.reject);
}

function startWorker(): Worker {
  const started = new Worker(new URL('./edit-reader.worker.ts', import.meta.url), { type: 'module', name: 'edit-reader' });
  started.addEventListener('message', (event: MessageEvent<EditReaderReply>) => {
    const reply = event.data;
    const request = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(stopWorker, IDLE_MS);
    }
    if (!request) return;
    if (reply.ok) request.resolve(reply.edit);
    else request.reject(reply.message === NOT_AN_EDIT_MESSAGE ? new NotAnEditError() : new Error(reply.message));
  });
  started.addEventListener('error', (event) => {
    event.preventDefault();
    stopWorker();
    readPendingHere();
  });
  return started;
}

/**
 * Starts the worker before any file is given (the page that reads edits is open), so the first
 * file dropped is read by a worker that has already loaded and compiled the readers. Let go after
 * a minute of rest, like a worker that has read.
 */
export function prepareEditReader(): void {
  if (typeof Worker === 'undefined' || worker) return;
  try {
    worker = startWorker();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(stopWorker, IDLE_MS);
  } catch {
    stopWorker();
  }
}

/**
 * Reads one or more edit files (EDL, Premiere/FCP 7 XML, FCPXML, OTIO) as one edit, in a Web Worker
 * so a long edit never freezes the page. Rejects with `NotAnEditError` ("This file isn't an edit we
 * can read (EDL, Premiere XML, FCPXML or OTIO).") when no file is an edit; a broken line, or a file
 * that isn't an edit among others, is a problem in the result. `options.rate` reads EDLs at that
 * rate (an EDL never states one). Without workers (tests, a browser that blocks them) the same
 * reading runs in this thread.
 */
export function readEditFiles(files: readonly File[], options: { rate?: FrameRate } = {}): Promise<ParsedEdit> {
  if (typeof Worker === 'undefined') return readEditFilesHere(files, options);
  return new Promise<ParsedEdit>((resolve, reject) => {
    const id = nextId;
    nextId += 1;
    pending.set(id, { files, options, resolve, reject });
    clearTimeout(idleTimer);
    try {
      worker ??= startWorker();
      worker.postMessage({ id, files: [...files], options } satisfies EditReaderRequest);
    } catch {
      stopWorker();
      readPendingHere();
    }
  });
}
