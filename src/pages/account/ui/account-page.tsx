import type { ComponentType } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { accountPagesFor, useCurrentUser } from '@/entities/user';
import { AccountArea } from '@/features/account-settings';
import { SiteAdminForm } from '@/features/impersonate-user';
import { SessionEndedHold, useSignedInPage } from '@/features/signed-in-page';
import { SupportForm } from '@/features/support-request';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { ActivityArea } from '@/widgets/user-sidebar';
import './account-page.css';

export type AccountPageArea = 'activity' | 'account' | 'support' | 'admin';

/** Each area: its title, what a visitor is told, and its body under a heading that outlines it (the
 * bodies' own headings are h3, as under the sidebar's area heading). */
const AREAS: Record<AccountPageArea, { title: string; section: string; visitor: string; Body: ComponentType }> = {
  activity: { title: 'My Activity', section: 'Your recent activity', visitor: 'Log in to see your downloads, cue sheets and shares.', Body: ActivityArea },
  account: { title: 'My Account', section: 'Your details', visitor: 'Log in to see and change your account.', Body: AccountArea },
  support: { title: 'Support', section: 'Your request', visitor: 'Log in to send our team a request.', Body: SupportForm },
  admin: { title: 'Site Admin', section: 'View the website as another user', visitor: 'Log in to view the website as another user.', Body: SiteAdminArea },
};

/** SITE ADMIN for site administrators; viewing as someone leads to their projects, as the sidebar does. */
function SiteAdminArea() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  if (!user?.is_admin) return <p className="account-page__visitor">Only site administrators can view the website as another user.</p>;
  return <SiteAdminForm onImpersonated={() => navigate('/project')} />;
}

/**
 * `/activity`, `/account`, `/support` and `/admin`: the sidebar's MY ACTIVITY, MY ACCOUNT, SUPPORT
 * and SITE ADMIN as pages, for phones (where there is no sidebar; the menu links here) and for any
 * link to them. Visitors get the login popup. When its person's session expires, the page keeps
 * its area (and what was typed) behind a notice until they sign in again, as the sidebar does.
 */
export function AccountPage({ area }: { area: AccountPageArea }) {
  const { isSignedIn, isLoading, waiting, personId, logIn } = useSignedInPage();
  const { user } = useCurrentUser();
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
          {accountPagesFor(user).map((link) => (
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
