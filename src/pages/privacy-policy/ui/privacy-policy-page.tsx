import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config';
import { InfoPage, LegalDocument, type LegalSection } from '@/shared/ui/info-page';

const SECTIONS: LegalSection[] = [
  {
    id: 'privacy-who',
    heading: 'Who we are',
    body: (
      <p>
        {COMPANY.legalName} (&ldquo;{COMPANY.name}&rdquo;) runs this music library and is the controller of the personal
        data described here. Contact us at <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>.
      </p>
    ),
  },
  {
    id: 'privacy-collect',
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Account details:</strong> name, e-mail, company and role, and, if you add them, address and phone
          number.
        </li>
        <li>
          <strong>Library activity:</strong> projects, downloads, cue sheet downloads, shares, and the requests you send
          (license, customization, stems, support).
        </li>
        <li>
          <strong>Preferences:</strong> your default download format and newsletter choice.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser and device type, and error reports when something breaks
          (with all on-screen text masked and media blocked).
        </li>
      </ul>
    ),
  },
  {
    id: 'privacy-use',
    heading: 'How we use it',
    body: (
      <ul>
        <li>To run your account: sign-in, projects, downloads, download allowances and cue sheets.</li>
        <li>To answer license, customization, stem and support requests, and to prepare quotes.</li>
        <li>To apply PRO restrictions that apply to your organisation.</li>
        <li>To send the newsletter, only if you subscribed; every issue has an unsubscribe link.</li>
        <li>To keep the Service secure and fix faults.</li>
      </ul>
    ),
  },
  {
    id: 'privacy-basis',
    heading: 'Legal bases',
    body: (
      <p>
        We process account and request data to perform our agreement with you, technical and security data for our
        legitimate interest in a safe, working service, and newsletter data with your consent, which you can withdraw
        at any time.
      </p>
    ),
  },
  {
    id: 'privacy-share',
    heading: 'Who we share it with',
    body: (
      <ul>
        <li>Our subpublisher in your territory, when you ask for a license or a quote there.</li>
        <li>Service providers who host the site, send e-mail and collect error reports, under contract with us.</li>
        <li>Authorities, where the law requires it.</li>
      </ul>
    ),
  },
  {
    id: 'privacy-retention',
    heading: 'How long we keep it',
    body: (
      <p>
        Account data is kept while your account is open and for up to two years after it closes. Records of licenses
        and downloads are kept as long as tax and copyright law require. Error reports are deleted after 90 days.
      </p>
    ),
  },
  {
    id: 'privacy-rights',
    heading: 'Your rights',
    body: (
      <p>
        You may ask for a copy of your data, correct it (most of it directly in MY ACCOUNT), delete it, restrict or
        object to its use, and take it elsewhere. Write to <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>. You
        may also complain to your data protection authority.
      </p>
    ),
  },
  {
    id: 'privacy-transfers',
    heading: 'International transfers',
    body: (
      <p>
        We are based in the United States and work with subpublishers worldwide. Where data leaves your region we use
        standard contractual clauses or an equivalent safeguard.
      </p>
    ),
  },
  {
    id: 'privacy-security',
    heading: 'Security',
    body: (
      <p>
        Data travels encrypted, passwords are stored hashed, and access inside {COMPANY.name} is limited to the people
        who need it.
      </p>
    ),
  },
  {
    id: 'privacy-cookies',
    heading: 'Cookies',
    body: (
      <p>
        See the <Link to="/cookie-policy">Cookie Policy</Link> for the cookies we set and why.
      </p>
    ),
  },
  {
    id: 'privacy-changes',
    heading: 'Changes to this policy',
    body: <p>We will post any change here with a new date, and tell registered users about significant changes by e-mail.</p>,
  },
];

export function PrivacyPolicyPage() {
  return (
    <InfoPage
      title="Privacy Policy"
      eyebrow="Legal"
      lead="What personal data the library collects, why, who sees it, and the choices you have."
    >
      <LegalDocument updated="1 March 2025" sections={SECTIONS} />
    </InfoPage>
  );
}
