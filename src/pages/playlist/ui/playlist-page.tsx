import { useLocation } from 'react-router-dom';
import { CollectionHeader, CollectionNotFound, parseCollectionPath, useGetCollectionQuery } from '@/entities/collection';
import { collectionItemRef, ItemActionsMenu } from '@/features/track-actions';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Spinner } from '@/shared/ui/spinner';
import { TrackList } from '@/widgets/track-list';
import './playlist-page.css';

/** `/playlist/{id}/{slug}`: the playlist's header and tracks, or a not-found view. */
export function PlaylistPage() {
  const { pathname } = useLocation();
  const parsed = parseCollectionPath(pathname);
  const key = parsed?.type === 'playlist' ? parsed.key : null;
  const { currentData: data } = useGetCollectionQuery({ type: 'playlist', id: key ?? '' }, { skip: !key });
  const item = data && !data.notFound ? data.item : null;
  useDocumentTitle(item ? item.title : data?.notFound || !key ? 'Playlist not found' : null);

  if (!key || data?.notFound) {
    return (
      <main className="page playlist-page">
        <CollectionNotFound type="playlist" />
      </main>
    );
  }
  if (!item) {
    return (
      <main className="page playlist-page playlist-page--loading" aria-busy="true">
        <Spinner label="Loading playlist" />
      </main>
    );
  }
  return (
    <main className="page playlist-page">
      <CollectionHeader collection={item} actions={<ItemActionsMenu item={collectionItemRef(item)} align="left" />} />
      <section aria-labelledby="playlist-tracks-title">
        <h2 id="playlist-tracks-title" className="playlist-page__heading">
          Tracks
        </h2>
        <TrackList
          tracks={item.tracks ?? []}
          description={`Playlist: ${item.title}`}
          label={`Tracks of ${item.title}`}
          empty={<p className="playlist-page__empty">No tracks available in this playlist.</p>}
        />
      </section>
    </main>
  );
}
