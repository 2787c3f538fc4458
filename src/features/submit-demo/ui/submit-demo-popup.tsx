import { COMPANY } from '@/shared/config';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Button } from '@/shared/ui/button';
import './submit-demo-popup.css';

/**
 * For composers (the submit_demo popup): send a streaming link to 3-5 instrumental underscore tracks
 * to the new-composer mailbox; a reply can take several months; pre-existing tracks or catalogs
 * are not represented.
 */
export function SubmitDemoPopup({ closeAll }: PopupBodyProps) {
  const subject = encodeURIComponent(`Demo submission for ${COMPANY.name}`);
  return (
    <div className="submit-demo">
      <h2 className="submit-demo__title">SUBMIT YOUR MUSIC</h2>
      <p className="submit-demo__lead">
        We are always listening for new composers. Send us a streaming link (SoundCloud, Dropbox, Box or similar) to{' '}
        <strong>3-5 instrumental underscore tracks</strong> that show your best work.
      </p>
      <ul className="submit-demo__list">
        <li>
          E-mail the link to{' '}
          <a href={`mailto:${COMPANY.newComposerEmail}?subject=${subject}`} className="submit-demo__mail">
            {COMPANY.newComposerEmail}
          </a>
          .
        </li>
        <li>Please send a streaming link only, no attachments or downloads.</li>
        <li>We listen to every submission, but a reply can take several months.</li>
        <li>We do not represent pre-existing tracks or catalogs: we commission new, exclusive music.</li>
      </ul>
      <div className="submit-demo__actions">
        <Button variant="secondary" onClick={closeAll}>
          Close
        </Button>
      </div>
    </div>
  );
}
