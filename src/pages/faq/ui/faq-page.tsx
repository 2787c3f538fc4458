import { InfoPage } from '@/shared/ui/info-page';
import { FAQ_GROUPS } from '../config/faq-entries';
import './faq-page.css';

export function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      eyebrow="FAQ"
      lead="Licensing, cue sheets, downloads, PRO restrictions and submitting music: the questions producers, editors and music supervisors ask us most."
    >
      <nav className="faq-toc" aria-label="FAQ topics">
        <ul>
          {FAQ_GROUPS.map((group) => (
            <li key={group.id}>
              <a href={`#faq-${group.id}`}>{group.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} className="faq-group" aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} tabIndex={-1}>
            {group.title}
          </h2>
          {group.entries.map((entry) => (
            <details key={entry.id} className="faq-item" id={`faq-q-${entry.id}`}>
              <summary className="faq-item__question">{entry.question}</summary>
              <div className="faq-item__answer">{entry.answer}</div>
            </details>
          ))}
          {group.action ? <p className="faq-group__action">{group.action}</p> : null}
        </section>
      ))}
    </InfoPage>
  );
}
