import { useDocumentTitle } from '@/shared/lib/document-title';
import { FEATURED_KINDS } from '../model/home-data';
import { AsHeardOnSection } from './as-heard-on-section';
import { FeaturedSection } from './featured-section';
import { SplashBanner } from './splash-banner';
import './home-page.css';

/** Home: the latest album, featured albums, playlists and samplers, and "As heard on". */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <main className="page home-page">
      <SplashBanner />
      {FEATURED_KINDS.map((kind) => (
        <FeaturedSection key={kind} kind={kind} />
      ))}
      <AsHeardOnSection />
    </main>
  );
}
