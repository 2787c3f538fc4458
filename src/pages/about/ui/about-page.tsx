import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config';
import { InfoPage } from '@/shared/ui/info-page';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import './about-page.css';

const VALUES = [
  {
    title: 'Composition',
    text: 'Every cue starts with a composer writing for picture: clear structure, real edit points and endings that land.',
  },
  {
    title: 'Production',
    text: 'Live players where it matters, mixes that sit under dialogue, and stems and alternate versions for the edit suite.',
  },
  {
    title: 'Rights',
    text: 'We own the masters and the publishing of everything we license, and register every cue with the PROs so writers are paid.',
  },
  {
    title: 'Service',
    text: 'Real people answer the phone: for searches on a deadline, custom edits, licenses and cue sheets.',
  },
];

export function AboutPage() {
  return (
    <InfoPage
      title={`About ${COMPANY.name}`}
      eyebrow={COMPANY.legalName}
      lead={`${COMPANY.legalName} is an independent production-music publisher run by composers and music editors. We make music for the people who cut picture, and we make licensing it simple.`}
    >
      <section aria-labelledby="about-story" className="about-section">
        <h2 id="about-story">Our story</h2>
        <p>
          {COMPANY.name} began in a Los Angeles edit bay, where its founders spent years hunting for cues that worked
          under picture and then waiting weeks to clear them. They started writing the music they could not find, and
          publishing it themselves so that licensing would take one conversation.
        </p>
        <p>
          Today the library spans albums, curated playlists and samplers across drama, trailer, documentary,
          reality, sports, comedy, electronic and world music, written by composers around the globe and represented
          by subpublishers in Europe, the Americas, Japan and Australasia.
        </p>
      </section>

      <section aria-labelledby="about-elements" className="about-section">
        <h2 id="about-elements">The four elements</h2>
        <ul className="about-values">
          {VALUES.map((value) => (
            <li key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-who" className="about-section">
        <h2 id="about-who">Who we work with</h2>
        <p>
          Broadcast and cable networks, streaming originals, trailer houses, advertising agencies, game studios,
          podcasters and independent filmmakers. Registration is free: <Link to="/search">browse the music</Link>, build
          projects for your team and <Link to="/what-we-do">see how licensing works</Link>.
        </p>
      </section>

      <section aria-labelledby="about-label" className="about-section">
        <h2 id="about-label">Our record label</h2>
        <p>
          Some of our artist projects are released commercially on our record label.{' '}
          <a href={COMPANY.recordLabelUrl} target="_blank" rel="noopener noreferrer">
            Visit the {COMPANY.name} record label
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
          .
        </p>
      </section>
    </InfoPage>
  );
}
