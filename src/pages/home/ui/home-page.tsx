import { useDocumentTitle } from '@/shared/lib/document-title';
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
      <FeaturedSection kind="albums" />
      <FeaturedSection kind="playlists" />
      <FeaturedSection kind="samplers" />
      <AsHeardOnSection />
    </main>
  );
}
