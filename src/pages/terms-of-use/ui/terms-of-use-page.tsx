import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config';
import { InfoPage, LegalDocument, type LegalSection } from '@/shared/ui/info-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'terms-acceptance',
    heading: 'Acceptance of these terms',
    body: (
      <p>
        These Terms of Use govern your use of the {COMPANY.name} website and music library (the &ldquo;Service&rdquo;),
        operated by {COMPANY.legalName} (&ldquo;{COMPANY.name}&rdquo;, &ldquo;we&rdquo;, &ldquo;us&rdquo;). By browsing,
        registering or downloading you agree to them. If you use the Service for a company, you confirm that you may
        bind that company.
      </p>
    ),
  },
  {
    id: 'terms-accounts',
    heading: 'Accounts',
    body: (
      <ul>
        <li>Registration is free. Give accurate details and keep them up to date in MY ACCOUNT.</li>
        <li>You are responsible for your password and for everything done with your account.</li>
        <li>Accounts are personal; do not share your login. Ask us for additional accounts for your team.</li>
        <li>We may adjust download allowances and suspend accounts that break these terms.</li>
      </ul>
    ),
  },
  {
    id: 'terms-no-license',
    heading: 'Downloads are not a license',
    body: (
      <>
        <p>
          Downloading a file gives you the right to use it for evaluation only: temp tracks, rough cuts, internal
          reviews and client pitches. It does not license the music for any production that is broadcast, published,
          performed in public or distributed.
        </p>
        <p>
          Music is licensed per use, per project or under an annual blanket license, by written agreement with{' '}
          {COMPANY.name} or its authorised subpublisher in your territory. Only {COMPANY.name} may license{' '}
          {COMPANY.name} music.
        </p>
      </>
    ),
  },
  {
    id: 'terms-restrictions',
    heading: 'What you may not do',
    body: (
      <ul>
        <li>Resell, sublicense, share or upload our files to other libraries, stock sites or content-ID systems.</li>
        <li>Register our music, or works containing it, with a content-identification service.</li>
        <li>Use the music in a final production without a license, or beyond the scope of your license.</li>
        <li>Scrape the catalog, work around download limits or interfere with the Service&rsquo;s security.</li>
      </ul>
    ),
  },
  {
    id: 'terms-ip',
    heading: 'Intellectual property',
    body: (
      <p>
        The music, recordings, artwork, metadata and the Service itself belong to {COMPANY.legalName} or its licensors
        and are protected by copyright. Except for the evaluation use above and any license we grant in writing, no
        rights are transferred to you.
      </p>
    ),
  },
  {
    id: 'terms-requests',
    heading: 'Requests, shares and cue sheets',
    body: (
      <p>
        Customization, stem, license and support requests are invitations to talk, not contracts; we confirm terms in
        writing. Cue sheets we generate are prefilled from our records: you are responsible for completing usage and
        timing and for filing them with your broadcaster.
      </p>
    ),
  },
  {
    id: 'terms-warranty',
    heading: 'Disclaimers',
    body: (
      <p>
        The Service is provided &ldquo;as is&rdquo;. We work to keep it available and accurate but do not promise that
        it will be uninterrupted or error-free. Warranties about licensed music are given only in the license
        agreement.
      </p>
    ),
  },
  {
    id: 'terms-liability',
    heading: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, {COMPANY.name} is not liable for indirect or consequential losses arising from
        your use of the Service, and our total liability for the Service is limited to the fees you paid us for it in the
        twelve months before the claim.
      </p>
    ),
  },
  {
    id: 'terms-termination',
    heading: 'Ending your use',
    body: (
      <p>
        You may stop using the Service and ask us to close your account at any time. We may suspend or close accounts
        that break these terms. Licenses already granted continue under their own terms.
      </p>
    ),
  },
  {
    id: 'terms-changes',
    heading: 'Changes',
    body: (
      <p>
        We may update these terms; the date above shows the latest version. Material changes are announced on the site
        or by e-mail before they apply.
      </p>
    ),
  },
  {
    id: 'terms-law',
    heading: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the State of California, United States, and disputes are heard by the
        courts of Los Angeles County, unless the law of your country of residence requires otherwise.
      </p>
    ),
  },
  {
    id: 'terms-contact',
    heading: 'Contact',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a> or the{' '}
        <Link to="/contact">contact page</Link>. See also our <Link to="/privacy-policy">Privacy Policy</Link> and{' '}
        <Link to="/cookie-policy">Cookie Policy</Link>.
      </p>
    ),
  },
];

export function TermsOfUsePage() {
  return (
    <InfoPage
      title="Terms of Use"
      eyebrow="Legal"
      lead={`The rules for using the ${COMPANY.name} website and music library. Music used in a finished production always needs a license.`}
    >
      <LegalDocument updated="1 March 2025" sections={SECTIONS} />
    </InfoPage>
  );
}
