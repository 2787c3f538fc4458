import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useSubscribeToNewsletterMutation } from '@/entities/newsletter';
import { newsletterErrorText } from '../model/newsletter-error';
import './newsletter-form.css';

interface NewsletterFormProps {
  /** Heading above the form (the footer shows one; pass null to omit). */
  heading?: string | null;
}

/**
 * Newsletter signup: idle → "Subscribing..." → "Subscribed!"; a failure clears the success
 * state and shows "Error: {email error or Something went wrong}".
 */
export function NewsletterForm({ heading = 'Newsletter' }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [subscribe, { isLoading, isSuccess, isError, error, reset }] = useSubscribeToNewsletterMutation();
  const inputId = useId();
  const headingId = useId();
  const statusId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isLoading) return;
    try {
      await subscribe({ email: email.trim(), send_confirmation_email: true }).unwrap();
      setEmail('');
    } catch {
      // The mutation state carries the error; it is shown below the field.
    }
  }

  return (
    <form
      className="newsletter"
      onSubmit={handleSubmit}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Newsletter signup'}
    >
      {heading ? (
        <h2 className="newsletter__heading" id={headingId}>
          {heading}
        </h2>
      ) : null}
      <p className="newsletter__intro">New albums, curated playlists and licensing news, about once a month.</p>
      <div className="newsletter__row">
        <VisuallyHidden as="label" htmlFor={inputId}>
          Email address
        </VisuallyHidden>
        <input
          id={inputId}
          className="newsletter__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Your email address"
          value={email}
          aria-describedby={statusId}
          aria-invalid={isError || undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (isSuccess || isError) reset();
          }}
        />
        <Button type="submit" disabled={isLoading} className="newsletter__submit">
          {isLoading ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <p id={statusId} className={`newsletter__status${isError ? ' newsletter__status--error' : ''}`} role="status">
        {isSuccess ? 'Subscribed!' : isError ? newsletterErrorText(error) : ''}
      </p>
    </form>
  );
}
