import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import { AccountArea } from '@/features/account-settings';
import { SessionEndedHold, useSignedInPage } from '@/features/signed-in-page';
import { SupportForm } from '@/features/support-request';
import { ACCOUNT_PAGES } from '@/shared/config';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { ActivityArea } from '@/widgets/user-sidebar';
import './account-page.css';

export type AccountPageArea = 'activity' | 'account' | 'support';

/** Each area: its title, what a visitor is told, and its body under a heading that outlines it (the
 * bodies' own headings are h3, as under the sidebar's area heading). */
const AREAS: Record<AccountPageArea, { title: string; section: string; visitor: string; Body: ComponentType }> = {
  activity: { title: 'My Activity', section: 'Your recent activity', visitor: 'Log in to see your downloads, cue sheets and shares.', Body: ActivityArea },
  account: { title: 'My Account', section: 'Your details', visitor: 'Log in to see and change your account.', Body: AccountArea },
  support: { title: 'Support', section: 'Your request', visitor: 'Log in to send our team a request.', Body: SupportForm },
};

/**
 * `/activity`, `/account` and `/support`: the sidebar's MY ACTIVITY, MY ACCOUNT and SUPPORT as
 * pages, for phones (where there is no sidebar; the menu links here) and for any link to them.
 * Visitors get the login popup. When its person's session expires, the page keeps its area (and
 * what was typed) behind a notice until they sign in again, as the sidebar does.
 */
export function AccountPage({ area }: { area: AccountPageArea }) {
  const { isSignedIn, isLoading, waiting, personId, logIn } = useSignedInPage();
  const { title, section, visitor, Body } = AREAS[area];
  useDocumentTitle(title);

  let body;
  if (isSignedIn || waiting) {
    // Its person's session expired here: what they typed stays, hidden, until they sign in again.
    body = (
      <SessionEndedHold key={personId} waiting={waiting}>
        <VisuallyHidden as="h2" tabIndex={-1}>
          {section}
        </VisuallyHidden>
        <Body />
      </SessionEndedHold>
    );
  } else if (isLoading) body = <Spinner label="Loading your account" />;
  else {
    body = (
      <>
        <p className="account-page__visitor">{visitor}</p>
        <Button onClick={logIn}>Log in</Button>
      </>
    );
  }

  return (
    <main className="page account-page" aria-busy={(isLoading && !waiting) || undefined}>
      <h1>{title}</h1>
      {isSignedIn ? (
        <nav className="account-page__areas" aria-label="Your account">
          {ACCOUNT_PAGES.map((link) => (
            <NavLink key={link.to} to={link.to} className="account-page__area">
              {link.label}
            </NavLink>
          ))}
        </nav>
      ) : null}
      <div className="account-page__body">{body}</div>
    </main>
  );
}
