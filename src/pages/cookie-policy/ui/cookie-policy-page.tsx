import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config';
import { InfoPage, LegalDocument, type LegalSection } from '@/shared/ui/info-page';

const COOKIES = [
  {
    name: 'sessionid',
    purpose: 'Keeps you signed in.',
    type: 'Strictly necessary',
    duration: 'Until the browser closes, or two weeks with “Keep me logged in”',
  },
  {
    name: 'cuebox_signed_in',
    purpose: 'Remembers that you were signed in on this browser, so we can tell you when your session has ended.',
    type: 'Strictly necessary',
    duration: 'Until the browser closes, or one year with “Keep me logged in”; removed when you log out',
  },
  {
    name: 'csrftoken',
    purpose: 'Protects forms and account actions against cross-site request forgery.',
    type: 'Strictly necessary',
    duration: 'One year',
  },
  {
    name: 'Error monitoring',
    purpose: 'Reports crashes and slow pages so we can fix them; text is masked and media blocked in any replay.',
    type: 'Performance',
    duration: 'Session',
  },
];

const SECTIONS: LegalSection[] = [
  {
    id: 'cookies-what',
    heading: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Similar technologies, such as local storage,
        work the same way and are covered by this policy.
      </p>
    ),
  },
  {
    id: 'cookies-list',
    heading: 'Cookies we use',
    body: (
      <div className="table-scroll">
        <table>
          <caption className="visually-hidden">Cookies set by {COMPANY.name}</caption>
          <thead>
            <tr>
              <th scope="col">Cookie</th>
              <th scope="col">Purpose</th>
              <th scope="col">Type</th>
              <th scope="col">Duration</th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((cookie) => (
              <tr key={cookie.name}>
                <th scope="row">
                  <code>{cookie.name}</code>
                </th>
                <td>{cookie.purpose}</td>
                <td>{cookie.type}</td>
                <td>{cookie.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'cookies-none',
    heading: 'What we do not use',
    body: <p>We do not use advertising cookies and we do not sell or share browsing data with advertisers.</p>,
  },
  {
    id: 'cookies-manage',
    heading: 'Managing cookies',
    body: (
      <p>
        You can delete or block cookies in your browser settings. Blocking the strictly necessary cookies stops
        sign-in, projects and downloads from working; browsing and listening still work.
      </p>
    ),
  },
  {
    id: 'cookies-contact',
    heading: 'Questions',
    body: (
      <p>
        Write to <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>, and see the{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> for how we handle personal data.
      </p>
    ),
  },
];

export function CookiePolicyPage() {
  return (
    <InfoPage
      title="Cookie Policy"
      eyebrow="Legal"
      lead={`The few cookies ${COMPANY.name} sets, what each one does and how long it lasts.`}
    >
      <LegalDocument updated="1 March 2025" sections={SECTIONS} />
    </InfoPage>
  );
}
