import { useLocation } from 'react-router-dom';
import { CollectionHeader, CollectionNotFound, useGetCollectionQuery, type CollectionType } from '@/entities/collection';
import { PlayAllButton } from '@/features/player';
import { collectionItemRef, ItemActionsMenu } from '@/features/track-actions';
import { useDocumentTitle } from '@/shared/lib/document-title';
import { Spinner } from '@/shared/ui/spinner';
import { ErrorState } from '@/shared/ui/state-panel';
import { TrackList } from '@/widgets/track-list';
import { collectionKey } from '../model/collection-data';
import { useCollectionTracks } from '../model/use-collection-tracks';
import './collection-page.css';

const TYPE_LABEL = { album: 'Album', playlist: 'Playlist', sampler: 'Sampler' } as const;

/** What a playlist or sampler page says when the server sent it without its tracks. */
export function unlistedTracksMessage(type: CollectionType): string {
  return `The server doesn't list this ${type}'s tracks here. Its menu still downloads the ${type}, shares it and gets its cue sheet.`;
}

export interface CollectionPageProps {
  /** Which route this page serves: `/album/{id}`, `/playlist/{id}` or `/sampler/{disc_number}`. */
  type: CollectionType;
}

/**
 * An album, playlist or sampler page: the collection's header and its tracks. A missing or
 * malformed id, or a 404 from the server, is "not found"; any other failure offers a retry.
 */
export function CollectionPage({ type }: CollectionPageProps) {
  const { pathname } = useLocation();
  const key = collectionKey(type, pathname);
  const { currentData: data, isError, refetch } = useGetCollectionQuery({ type, id: key ?? '' }, { skip: !key });
  const item = data && !data.notFound ? data.item : null;
  const tracksOf = useCollectionTracks(item);
  const notFound = !key || !!data?.notFound;
  useDocumentTitle(item ? item.title : notFound ? `${TYPE_LABEL[type]} not found` : isError ? `${TYPE_LABEL[type]} unavailable` : null);

  if (notFound) {
    return (
      <main className="page collection-page">
        <CollectionNotFound type={type} />
      </main>
    );
  }
  if (!item && isError) {
    return (
      <main className="page collection-page">
        <ErrorState title={`Could not load this ${type}`} onRetry={() => void refetch()}>
          The music library did not answer just now. Check your connection and try again.
        </ErrorState>
      </main>
    );
  }
  if (!item) {
    return (
      <main className="page collection-page collection-page--loading" aria-busy="true">
        <Spinner label={`Loading ${type}…`} />
      </main>
    );
  }
  const { tracks } = tracksOf;
  // The header's PLAY and the rows' play buttons share one queue and one player-bar description.
  const description = `${TYPE_LABEL[type]}: ${item.title}`;
  return (
    <main className="page collection-page">
      <CollectionHeader
        collection={item}
        actions={
          <>
            <PlayAllButton tracks={tracks} description={description} name={`the ${type} ${item.title}`} />
            <ItemActionsMenu item={collectionItemRef(item)} align="left" />
          </>
        }
      />
      <section aria-labelledby="collection-tracks-title">
        <h2 id="collection-tracks-title" className="collection-page__heading">
          Tracks
        </h2>
        {tracksOf.state === 'loading' ? (
          <div className="collection-page__empty" aria-busy="true">
            <Spinner width={40} label={`Loading the tracks of ${item.title}`} />
          </div>
        ) : tracksOf.state === 'failed' ? (
          <ErrorState title="Could not load the tracks" onRetry={tracksOf.retry}>
            The music library did not answer just now. Check your connection and try again.
          </ErrorState>
        ) : tracksOf.state === 'unlisted' ? (
          <p className="collection-page__empty">{unlistedTracksMessage(type)}</p>
        ) : (
          <TrackList
            tracks={tracks}
            description={description}
            label={`Tracks of ${item.title}`}
            empty={<p className="collection-page__empty">No tracks available in this {type}.</p>}
          />
        )}
      </section>
    </main>
  );
}
