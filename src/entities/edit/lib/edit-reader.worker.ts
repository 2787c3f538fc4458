// Reads edit files off the main thread: a 20,000-event edit takes a noticeable time to parse, and
// the page stays responsive meanwhile. Each request is answered with the same id.
import type { EditReaderReply, EditReaderRequest } from './edit-reader-protocol';
import { readEditFilesHere } from './read-edit-files-here';

// The worker's global scope (the project's types are the page's, not a worker's).
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<EditReaderRequest>) => void): void;
  postMessage(message: EditReaderReply): void;
};

scope.addEventListener('message', (event) => {
  const { id, files, options } = event.data;
  readEditFilesHere(files, options).then(
    (edit) => scope.postMessage({ id, ok: true, edit }),
    (error: unknown) => scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
});
