import { useId } from 'react';
import { Link } from 'react-router-dom';
import { collectionHref, SPLASH_BANNER_ERROR, useSplashBanner } from '@/entities/collection';
import { Artwork } from '@/shared/ui/artwork';
import { Spinner } from '@/shared/ui/spinner';

/** The hero: the splash banner's latest album with its headline and a call to action. */
export function SplashBanner() {
  const { data, isLoading, isError } = useSplashBanner();
  const headingId = useId();
  if (isLoading) {
    return (
      <section className="home-hero home-hero--loading" aria-label="Latest album" aria-busy="true">
        <Spinner width={64} label="Loading the latest album" />
      </section>
    );
  }
  if (isError || !data) {
    return (
      <section className="home-hero home-hero--error" aria-label="Latest album">
        <div className="home-hero__body">
          <p className="home-hero__eyebrow">Production music, cleared and exclusive</p>
          <h1 className="home-hero__headline">Music for picture, licensed your way</h1>
          <p className="home-hero__error" role="alert">
            {SPLASH_BANNER_ERROR}
          </p>
          <Link className="home-hero__cta" to="/search">
            Browse Music
          </Link>
        </div>
      </section>
    );
  }
  const album = data.album;
  const href = album.web_url || collectionHref(album);
  return (
    <section className="home-hero" aria-labelledby={headingId}>
      {data.image ? <img className="home-hero__backdrop" src={data.image} alt="" width={1200} height={400} fetchPriority="high" /> : null}
      <div className="home-hero__body">
        <p className="home-hero__eyebrow">{data.headline || 'Latest album'}</p>
        <h1 id={headingId} className="home-hero__headline">
          {album.title}
        </h1>
        {data.subheadline ? <p className="home-hero__sub">{data.subheadline}</p> : null}
        <Link className="home-hero__cta" to={href}>
          {data.cta_label || 'Listen now'}
        </Link>
      </div>
      <Link className="home-hero__cover" to={href} aria-label={`${album.title} (album)`}>
        <Artwork src={album.artwork} alt="" loading="eager" priority={!data.image} />
      </Link>
    </section>
  );
}
