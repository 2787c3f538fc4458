// Reads edit files off the main thread: a 20,000-event edit takes a noticeable time to parse, and
// the page stays responsive meanwhile. One message in (files, options), one message out.
import type { EditReaderReply, EditReaderRequest } from './edit-reader-protocol';
import { readEditFilesHere } from './read-edit-files-here';

// The worker's global scope (the project's types are the page's, not a worker's).
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<EditReaderRequest>) => void): void;
  postMessage(message: EditReaderReply): void;
};

scope.addEventListener('message', (event: MessageEvent<EditReaderRequest>) => {
  readEditFilesHere(event.data.files, event.data.options).then(
    (edit) => scope.postMessage({ ok: true, edit } satisfies EditReaderReply),
    (error: unknown) => scope.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) } satisfies EditReaderReply),
  );
});
