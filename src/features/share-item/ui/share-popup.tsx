import { useId, useState, type FormEvent } from 'react';
import type { ItemPopupProps, ItemRef } from '@/shared/api';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { useCurrentUser } from '@/entities/user';
import { SHARE_FAILED, useCopyLink } from '../model/use-copy-link';
import { SHARE_EMAIL_FAILED, useShareByEmail } from '../model/use-share-by-email';
import './share-popup.css';

/**
 * Share an item: everyone copies its link (the "copied" state lasts 5 s); a signed-in user can
 * also send it by e-mail. Visitors see only the link.
 */
export function SharePopup({ props }: PopupBodyProps<ItemPopupProps>) {
  const { item } = props;
  const { isSignedIn } = useCurrentUser();
  const headingId = useId();
  return (
    <section className="share-popup" aria-labelledby={headingId}>
      <h2 className="share-popup__title" id={headingId}>
        SHARE
      </h2>
      <p className="share-popup__item">{item.title}</p>
      <CopyLink item={item} />
      {isSignedIn ? <ShareByEmail item={item} /> : null}
    </section>
  );
}

function CopyLink({ item }: { item: ItemRef }) {
  const { link, copied, failed, copy } = useCopyLink(item);
  return (
    <div className="share-popup__link">
      <div className="share-popup__row">
        <TextField className="share-popup__field" label="Link" value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
        <Button onClick={() => void copy()} aria-live="polite">
          {copied ? 'Copied!' : 'Copy Link'}
        </Button>
      </div>
      {failed ? <Alert>{SHARE_FAILED}</Alert> : null}
    </div>
  );
}

function ShareByEmail({ item }: { item: ItemRef }) {
  const { state, send } = useShareByEmail(item);
  const [email, setEmail] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await send(email)) setEmail('');
  };
  const sending = state.status === 'sending';
  return (
    <form className="share-popup__email" onSubmit={(event) => void submit(event)} noValidate aria-label="Share by email">
      <TextField
        label="Share by Email"
        type="email"
        autoComplete="email"
        placeholder="colleague@example.com"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={state.status === 'failed' ? state.fieldError : null}
      />
      <Button type="submit" disabled={!email.trim() || sending} aria-busy={sending || undefined}>
        {sending ? 'Sending...' : 'Send'}
      </Button>
      {state.status === 'sent' ? <Alert variant="success">Success! Sent to {state.to}</Alert> : null}
      {state.status === 'failed' ? <Alert>{SHARE_EMAIL_FAILED}</Alert> : null}
    </form>
  );
}
