import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { collectionHref, SPLASH_BANNER_ERROR, useSplashBanner } from '@/entities/collection';
import type { AlbumDto, SplashBannerDto } from '@/shared/api';
import { Artwork } from '@/shared/ui/artwork';
import { Spinner } from '@/shared/ui/spinner';
import { useNewestCollections } from '../model/newest-collections';

/** What the hero shows: an album, and the banner's words when the server gave them. */
interface Hero {
  album: AlbumDto;
  headline?: string;
  subheadline?: string;
  image?: string;
  ctaLabel?: string;
}

/** The banner's album, when its answer has one (the spec does not show the answer's fields). */
function bannerHero(banner: SplashBannerDto | undefined): Hero | null {
  const album = banner?.album;
  if (!album || typeof album !== 'object' || !album.title) return null;
  return { album, headline: banner.headline, subheadline: banner.subheadline, image: banner.image, ctaLabel: banner.cta_label };
}

function HeroFrame({ children, busy = false, error = false }: { children: ReactNode; busy?: boolean; error?: boolean }) {
  return (
    <section className={['home-hero', busy && 'home-hero--loading', error && 'home-hero--error'].filter(Boolean).join(' ')} aria-label="Latest album" aria-busy={busy || undefined}>
      {children}
    </section>
  );
}

/** The hero without an album: the library's own words and the way into it. */
function PlainHero({ error }: { error?: string }) {
  return (
    <HeroFrame error>
      <div className="home-hero__body">
        <p className="home-hero__eyebrow">Production music, cleared and exclusive</p>
        <h1 className="home-hero__headline">Music for picture, licensed your way</h1>
        {error ? (
          <p className="home-hero__error" role="alert">
            {error}
          </p>
        ) : null}
        <Link className="home-hero__cta" to="/search">
          Browse Music
        </Link>
      </div>
    </HeroFrame>
  );
}

/**
 * The hero: the splash banner's latest album with its headline and a call to action. When the
 * banner's answer has no album the app can read, the newest album (the spec's search) stands in
 * with the app's own words; failing that, the library's plain hero.
 */
export function SplashBanner() {
  const { data, isLoading, isError } = useSplashBanner();
  const headingId = useId();
  const fromBanner = bannerHero(data);
  const needsNewest = !isLoading && !isError && data !== undefined && !fromBanner;
  const newest = useNewestCollections('albums', { skip: !needsNewest });
  const newestAlbum = newest?.items?.[0] as AlbumDto | undefined;
  const hero: Hero | null = fromBanner ?? (newestAlbum ? { album: newestAlbum } : null);

  if (isLoading || (needsNewest && !hero && !newest?.isError && newest?.items === undefined)) {
    return (
      <HeroFrame busy>
        <Spinner width={64} label="Loading the latest album" />
      </HeroFrame>
    );
  }
  if (isError || !hero) return <PlainHero error={isError ? SPLASH_BANNER_ERROR : undefined} />;
  const { album } = hero;
  const href = album.web_url || collectionHref(album);
  return (
    <section className="home-hero" aria-labelledby={headingId}>
      {hero.image ? <img className="home-hero__backdrop" src={hero.image} alt="" width={1200} height={400} fetchPriority="high" /> : null}
      <div className="home-hero__body">
        <p className="home-hero__eyebrow">{hero.headline || 'Latest album'}</p>
        <h1 id={headingId} className="home-hero__headline">
          {album.title}
        </h1>
        {hero.subheadline ? <p className="home-hero__sub">{hero.subheadline}</p> : null}
        <Link className="home-hero__cta" to={href}>
          {hero.ctaLabel || 'Listen now'}
        </Link>
      </div>
      <Link className="home-hero__cover" to={href} aria-label={`${album.title} (album)`}>
        <Artwork src={album.artwork} alt="" loading="eager" priority={!hero.image} />
      </Link>
    </section>
  );
}
