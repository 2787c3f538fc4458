import { useId, type ReactNode } from 'react';

/**
 * One MY ACCOUNT section: a region named by its heading. The id is generated because the area
 * may be on the page twice (the sidebar's MY ACCOUNT and the /account page).
 */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="account-section" aria-labelledby={titleId}>
      <h3 className="account-section__title" id={titleId}>
        {title}
      </h3>
      {children}
    </section>
  );
}
