import { EditCueSheet } from './edit-cue-sheet';
import { SessionEndedHold, useSignedInPage } from '@/features/signed-in-page';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import './cue-sheet-page.css';

/**
 * `/cue-sheet`: the cue sheet of a programme, built from its edit. For signed-in people, like every
 * cue sheet: a visitor gets the login popup. When its person's session expires, what they built
 * stays behind a notice until they sign in again.
 */
export function CueSheetPage() {
  const { isSignedIn, isLoading, waiting, personId, logIn } = useSignedInPage();
  useDocumentTitle('Cue Sheet From an Edit');

  let body;
  if (isSignedIn || waiting) {
    body = (
      <SessionEndedHold key={personId} waiting={waiting}>
        <EditCueSheet />
      </SessionEndedHold>
    );
  } else if (isLoading) body = <Spinner label="Loading your account" />;
  else {
    body = (
      <>
        <p className="cue-sheet-page__visitor">Log in to build the cue sheet of a programme from its edit.</p>
        <Button onClick={logIn}>Log in</Button>
      </>
    );
  }

  return (
    <main className="page cue-sheet-page" aria-busy={(isLoading && !waiting) || undefined}>
      <h1>CUE SHEET FROM AN EDIT</h1>
      <p className="cue-sheet-page__intro">
        Drop the timeline you exported and get the programme’s cue sheet: every use of the library’s music, in order, with its
        timecodes, duration, writers and publishers, ready for the broadcaster.
      </p>
      {body}
    </main>
  );
}
