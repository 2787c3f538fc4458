import type { ReactNode } from 'react';
import { Artwork } from '@/shared/ui/artwork';
import type { Collection } from '../model/collection';
import './collection-header.css';

export interface CollectionHeaderProps {
  collection: Collection;
  /** Buttons under the description (share, cue sheet…). */
  actions?: ReactNode;
}

const TYPE_LABEL = { album: 'Album', playlist: 'Playlist', sampler: 'Sampler' } as const;

function releaseYear(collection: Collection): string | null {
  if (collection.type !== 'album' || !collection.release_date) return null;
  const year = new Date(collection.release_date).getFullYear();
  return Number.isFinite(year) ? String(year) : null;
}

/** The top of an album, playlist or sampler page: artwork, title, description, track count. */
export function CollectionHeader({ collection, actions }: CollectionHeaderProps) {
  const count = collection.track_count ?? collection.tracks?.length ?? 0;
  const year = releaseYear(collection);
  return (
    <header className="collection-header">
      <div className="collection-header__cover">
        <Artwork src={collection.artwork} alt={`${collection.title} artwork`} priority />
      </div>
      <div className="collection-header__body">
        <p className="collection-header__eyebrow">
          <span>{TYPE_LABEL[collection.type]}</span>
          {collection.disc_number ? <span>{collection.disc_number}</span> : null}
          {year ? <span>{year}</span> : null}
        </p>
        <h1 className="collection-header__title">{collection.title}</h1>
        {collection.description ? <p className="collection-header__description">{collection.description}</p> : null}
        <p className="collection-header__count">{count === 1 ? '1 track' : `${count} tracks`}</p>
        {actions ? <div className="collection-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}
