import { useState } from 'react';
import { useAsHeardOnCategory } from '@/entities/collection';
import { errorStatus } from '@/shared/api';
import type { PopupBodyProps } from '@/shared/lib/popup';
import { Carousel } from '@/shared/ui/carousel';
import { Spinner } from '@/shared/ui/spinner';
import { CustomMusicItem } from './custom-music-item';
import './custom-music-popup.css';

export interface CustomMusicPopupProps {
  /** The as-heard-on category to show (`GET /api/music/as-heard-on-categories/by-name/?name=`). */
  categoryName?: string;
}

/**
 * The custom_music popup: an as-heard-on category's name and description, then its placements
 * in a non-looping carousel (one per page), each with its video or image and a mini player.
 */
export function CustomMusicPopup({ props }: Pick<PopupBodyProps, 'props'>) {
  const { categoryName } = (props ?? {}) as CustomMusicPopupProps;
  const name = typeof categoryName === 'string' ? categoryName.trim() : '';
  const { data: category, isLoading, isFetching, isError, error, refetch } = useAsHeardOnCategory(name);
  const [page, setPage] = useState(0);

  if (!name) {
    return <p className="custom-music__status">No category chosen.</p>;
  }
  if (isLoading || (isFetching && !category)) {
    return (
      <div className="custom-music__status">
        <Spinner width={48} label={`Loading ${name}`} />
      </div>
    );
  }
  if (isError || !category) {
    return (
      <div className="custom-music__status" role="alert">
        <p>{errorStatus(error) === 404 ? `We couldn't find "${name}".` : `Could not load "${name}".`}</p>
        {errorStatus(error) === 404 ? null : (
          <button type="button" className="custom-music__retry" onClick={() => void refetch()}>
            Try again
          </button>
        )}
      </div>
    );
  }

  return (
    <div className="custom-music">
      <header className="custom-music__header">
        <p className="custom-music__eyebrow">As heard on</p>
        <h2 className="custom-music__title">{category.name}</h2>
        {category.description ? <p className="custom-music__description">{category.description}</p> : null}
      </header>
      {category.items.length === 0 ? (
        <p className="custom-music__status">No placements to show yet.</p>
      ) : (
        <Carousel label={`${category.name} placements`} perPage={1} showDots={false} onPageChange={setPage}>
          {category.items.map((item, index) => (
            <CustomMusicItem key={`${item.show_title}-${index}`} item={item} active={index === page} />
          ))}
        </Carousel>
      )}
    </div>
  );
}
