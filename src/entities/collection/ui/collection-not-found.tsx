import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CollectionType } from '../model/collection';
import './collection-not-found.css';

const NOUN = { album: 'album', playlist: 'playlist', sampler: 'sampler' } as const;

/** Shown when an album, playlist or sampler could not be fetched. */
export function CollectionNotFound({ type }: { type: CollectionType }) {
  const titleId = useId();
  return (
    <section className="collection-not-found" aria-labelledby={titleId}>
      <p className="collection-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id={titleId}>{`We couldn't find that ${NOUN[type]}`}</h1>
      <p>It may have been removed, renamed, or it is not available in your region&apos;s library.</p>
      <p className="collection-not-found__links">
        <Link to={`/search${type === 'playlist' ? '?type=playlists' : ''}`}>Browse Music</Link>
        <Link to="/">Back to the home page</Link>
      </p>
    </section>
  );
}
