import { useLocation } from 'react-router-dom';
import {
  CollectionHeader,
  CollectionNotFound,
  parseCollectionPath,
  useGetCollectionQuery,
  type CollectionType,
} from '@/entities/collection';
import { collectionItemRef, ItemActionsMenu } from '@/features/track-actions';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Spinner } from '@/shared/ui/spinner';
import { TrackList } from '@/widgets/track-list';
import './album-page.css';

const TYPE_LABEL = { album: 'Album', playlist: 'Playlist', sampler: 'Sampler' } as const;

/**
 * `/album/{id}/{slug}` and `/sampler/{disc_number}/{slug}`: the collection's header and its
 * tracks; a not-found view when the id is missing or the server answers not ok.
 */
export function AlbumPage() {
  const { pathname } = useLocation();
  const parsed = parseCollectionPath(pathname);
  const type: CollectionType = parsed?.type === 'sampler' ? 'sampler' : 'album';
  const key = parsed?.type === type ? parsed.key : null;
  const { currentData: data } = useGetCollectionQuery({ type, id: key ?? '' }, { skip: !key });
  const item = data && !data.notFound ? data.item : null;
  useDocumentTitle(item ? item.title : data?.notFound || !key ? `${TYPE_LABEL[type]} not found` : null);

  if (!key || data?.notFound) {
    return (
      <main className="page collection-page">
        <CollectionNotFound type={type} />
      </main>
    );
  }
  if (!item) {
    return (
      <main className="page collection-page collection-page--loading" aria-busy="true">
        <Spinner label={`Loading ${type}`} />
      </main>
    );
  }
  const tracks = item.tracks ?? [];
  return (
    <main className="page collection-page">
      <CollectionHeader collection={item} actions={<ItemActionsMenu item={collectionItemRef(item)} align="left" />} />
      <section aria-labelledby="collection-tracks-title">
        <h2 id="collection-tracks-title" className="collection-page__heading">
          Tracks
        </h2>
        <TrackList
          tracks={tracks}
          description={`${TYPE_LABEL[item.type]}: ${item.title}`}
          label={`Tracks of ${item.title}`}
          empty={<p className="collection-page__empty">No tracks available in this {type}.</p>}
        />
      </section>
    </main>
  );
}
