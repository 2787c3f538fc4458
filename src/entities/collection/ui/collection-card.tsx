import { AppLink } from '@/shared/ui/app-link';
import { Artwork } from '@/shared/ui/artwork';
import type { Collection } from '../model/collection';
import { collectionHref } from '../lib/collection-path';
import './collection-card.css';

export interface CollectionCardProps {
  collection: Collection;
  className?: string;
}

const TYPE_LABEL = { album: 'Album', playlist: 'Playlist', sampler: 'Sampler' } as const;

/** Cover, title and track count of an album, playlist or sampler, linking to its page. */
export function CollectionCard({ collection, className }: CollectionCardProps) {
  const href = collection.web_url || collectionHref(collection);
  const count = collection.track_count;
  return (
    <article className={['collection-card', className].filter(Boolean).join(' ')}>
      <AppLink className="collection-card__link" to={href}>
        <span className="collection-card__cover">
          <Artwork src={collection.artwork_thumbnail || collection.artwork} alt="" />
        </span>
        <span className="collection-card__title">{collection.title}</span>
      </AppLink>
      <p className="collection-card__meta">
        <span className="collection-card__type">{TYPE_LABEL[collection.type]}</span>
        {collection.disc_number ? <span>{collection.disc_number}</span> : null}
        {typeof count === 'number' ? <span>{count === 1 ? '1 track' : `${count} tracks`}</span> : null}
      </p>
    </article>
  );
}

/** The room a collection card takes while its data loads (same cover, title and meta heights). */
export function CollectionCardSkeleton() {
  return (
    <div className="collection-card collection-card--skeleton" aria-hidden="true">
      <span className="collection-card__cover collection-card__placeholder" />
      <span className="collection-card__title collection-card__placeholder" />
      <p className="collection-card__meta">
        <span className="collection-card__type collection-card__placeholder">&nbsp;</span>
      </p>
    </div>
  );
}
