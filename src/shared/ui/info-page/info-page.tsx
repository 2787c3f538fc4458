import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/document-title';
import './info-page.css';

interface InfoPageProps {
  /** Page heading, also the document title ("{title} | 4EM"). */
  title: string;
  /** Small label above the heading. */
  eyebrow?: string;
  /** Introductory paragraph under the heading. */
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Frame of the informational pages: a hero heading and a readable column of content. */
export function InfoPage({ title, eyebrow, lead, children, className }: InfoPageProps) {
  useDocumentTitle(title);
  return (
    <main className={['page', 'info-page', className ?? ''].filter(Boolean).join(' ')}>
      <div className="info-page__hero">
        {eyebrow ? <p className="info-page__eyebrow">{eyebrow}</p> : null}
        <h1 className="info-page__title">{title}</h1>
        {lead ? <p className="info-page__lead">{lead}</p> : null}
      </div>
      <div className="info-page__body">{children}</div>
    </main>
  );
}

export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  /** "Last updated" date, shown above the contents. */
  updated: string;
  sections: LegalSection[];
}

/** Numbered legal sections with a table of contents. */
export function LegalDocument({ updated, sections }: LegalDocumentProps) {
  return (
    <div className="legal">
      <p className="legal__updated">Last updated: {updated}</p>
      <nav className="legal__toc" aria-label="Contents">
        <h2 className="legal__toc-heading">Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="legal__sections">
        {sections.map((section) => (
          <li key={section.id} className="legal__section">
            <section aria-labelledby={section.id}>
              <h2 id={section.id} className="legal__heading" tabIndex={-1}>
                {section.heading}
              </h2>
              {section.body}
            </section>
          </li>
        ))}
      </ol>
    </div>
  );
}
