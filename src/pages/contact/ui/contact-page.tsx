import { SubmitMusicButton } from '@/features/submit-demo';
import { COMPANY } from '@/shared/config';
import { InfoPage } from '@/shared/ui/info-page';
import { GENERAL_INQUIRIES, SUBPUBLISHERS, telHref, type ContactOffice } from '../config/contacts';
import './contact-page.css';

function OfficeCard({ office, featured = false }: { office: ContactOffice; featured?: boolean }) {
  const headingId = `office-${office.id}`;
  return (
    <article className={`office${featured ? ' office--featured' : ''}`} aria-labelledby={headingId}>
      <p className="office__territory">{office.territory}</p>
      <h3 id={headingId} className="office__name">
        {office.name}
      </h3>
      <address className="office__address">
        {office.address?.map((line) => (
          <span key={line} className="office__line">
            {line}
          </span>
        ))}
        <dl className="office__details">
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(office.phone)}>{office.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Fax</dt>
            <dd>{office.fax}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${office.email}`}>{office.email}</a>
            </dd>
          </div>
        </dl>
      </address>
    </article>
  );
}

export function ContactPage() {
  return (
    <InfoPage
      title="Contact"
      eyebrow="Talk to a person"
      lead="Questions about a license, a quote for a blanket deal, a custom edit or a missing cue sheet: reach our licensing team directly, or the subpublisher who represents us in your territory."
    >
      <section aria-labelledby="contact-general" className="contact-section">
        <h2 id="contact-general">General inquiries</h2>
        <OfficeCard office={GENERAL_INQUIRIES} featured />
      </section>

      <section aria-labelledby="contact-subpublishers" className="contact-section">
        <h2 id="contact-subpublishers">Regional subpublishers</h2>
        <p>
          Outside the United States, our subpublishers license the catalog and look after cue sheets and royalties
          locally. For any territory not listed, contact general inquiries.
        </p>
        <ul className="office-grid">
          {SUBPUBLISHERS.map((office) => (
            <li key={office.id}>
              <OfficeCard office={office} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-composers" className="contact-section">
        <h2 id="contact-composers">Composers</h2>
        <p>
          Send a streaming link to your music to{' '}
          <a href={`mailto:${COMPANY.newComposerEmail}`}>{COMPANY.newComposerEmail}</a>. Please do not attach audio
          files.
        </p>
        <p>
          <SubmitMusicButton variant="primary" />
        </p>
      </section>
    </InfoPage>
  );
}
