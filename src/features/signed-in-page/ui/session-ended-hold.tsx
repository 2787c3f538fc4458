import { useEffect, useRef, type ReactNode } from 'react';
import { usePopup } from '@/shared/lib/popup';
import { Button } from '@/shared/ui/button';
import './session-ended-hold.css';

export interface SessionEndedHoldProps {
  /** True while what it holds waits for its person, whose session expired, to sign in again. */
  waiting: boolean;
  children: ReactNode;
}

/**
 * What a person had open when their session expired (a sidebar area, an account page), kept
 * mounted so nothing they typed is lost, hidden behind a notice asking them to log in until they
 * have. Focus left in the hidden content goes to the notice, and back to the content's first
 * heading after signing in (unless something else, such as the login popup's opener, took it).
 */
export function SessionEndedHold({ waiting, children }: SessionEndedHoldProps) {
  const popup = usePopup();
  const ref = useRef<HTMLDivElement>(null);
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current === waiting) return;
    wasWaiting.current = waiting;
    const active = document.activeElement;
    const lost = !active || active === document.body || active.closest('[hidden]') !== null;
    if (lost) ref.current?.querySelector<HTMLElement>(waiting ? '.session-ended__heading' : '.session-ended-hold__kept :is(h2, h3)')?.focus();
  }, [waiting]);

  return (
    <div className="session-ended-hold" ref={ref}>
      {waiting ? (
        <div className="session-ended">
          <h2 className="session-ended__heading" tabIndex={-1}>
            YOUR SESSION HAS ENDED
          </h2>
          <p className="session-ended__text">Log in again to carry on here: what you typed is kept.</p>
          <Button size="sm" onClick={() => popup.open('login')}>
            LOG IN
          </Button>
        </div>
      ) : null}
      <div className="session-ended-hold__kept" hidden={waiting}>
        {children}
      </div>
    </div>
  );
}
