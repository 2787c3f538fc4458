import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config';
import { InfoPage } from '@/shared/ui/info-page';
import './what-we-do-page.css';

const PILLARS = [
  {
    title: 'Free to register',
    text: 'Anyone can browse, search and listen. A free account adds projects, downloads in WAV, AIF or MP3, stems and cue sheets.',
  },
  {
    title: 'Cleared and exclusive',
    text: `All of our music is cleared and exclusive to ${COMPANY.name}. We control the master recordings and the publishing, so there are no third-party samples, no re-titled tracks and no surprises after air.`,
  },
  {
    title: 'Per use or per project',
    text: 'License a single cue for one spot, episode or film, or cover a whole project: a series, a season or a campaign, with one agreement.',
  },
  {
    title: 'Annual blanket licenses',
    text: 'For most catalogs we offer an annual blanket license: unlimited use of the covered music across your productions for a year, one invoice, no per-cue paperwork.',
  },
];

const STEPS = [
  { title: 'Search and listen', text: 'Filter by mood, genre, instrument, tempo and key, or start from a reference track.' },
  { title: 'Build a project', text: 'Drag tracks and stems into a project to share with your editor, producer or client.' },
  { title: 'Download', text: 'Take full mixes, alternate versions and stems in the format your edit needs.' },
  { title: 'License and report', text: 'Request a license from any track and download a ready-made cue sheet for your broadcaster.' },
];

export function WhatWeDoPage() {
  return (
    <InfoPage
      title="What We Do"
      eyebrow="Production music licensing"
      lead={
        <>
          {COMPANY.name} writes, produces and licenses original production music for film, television, trailers,
          advertising, games and online video. Because we own what we license, clearing a cue takes minutes, not weeks.
        </>
      }
    >
      <section aria-labelledby="wwd-model" className="wwd-section">
        <h2 id="wwd-model">How licensing works</h2>
        <ul className="wwd-pillars">
          {PILLARS.map((pillar) => (
            <li key={pillar.title} className="wwd-pillar">
              <h3>{pillar.title}</h3>
              <p>{pillar.text}</p>
            </li>
          ))}
        </ul>
        <p className="wwd-callout">
          <strong>Only {COMPANY.name} may license {COMPANY.name} music.</strong> Our catalog is not available through
          other libraries, aggregators or subscription sites. If a third party offers you one of our tracks, that offer
          is not a valid license: please <Link to="/contact">contact us</Link> and we will sort it out.
        </p>
      </section>

      <section aria-labelledby="wwd-steps" className="wwd-section">
        <h2 id="wwd-steps">From search to cue sheet</h2>
        <ol className="wwd-steps">
          {STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <p>
          <Link className="wwd-cta" to="/search">
            Browse Music
          </Link>
          <Link className="wwd-cta wwd-cta--secondary" to="/contact">
            Ask about a license
          </Link>
        </p>
      </section>

      <section aria-labelledby="wwd-composers" className="wwd-section">
        <h2 id="wwd-composers">For composers</h2>
        <p>
          We are always listening for new voices. Send a streaming link to your best work (a private SoundCloud, Box,
          Dropbox or website link; please no attachments) to{' '}
          <a href={`mailto:${COMPANY.newComposerEmail}`}>{COMPANY.newComposerEmail}</a>, with a few lines about your
          credits and your performing rights organisation. We listen to every submission and reply when the music fits a
          catalog we are building.
        </p>
      </section>
    </InfoPage>
  );
}
