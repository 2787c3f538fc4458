import { useId, useState } from 'react';
import { ALL_CATEGORIES, CollectionCard, CollectionCardSkeleton, useFeaturedCollections, type FeaturedKind } from '@/entities/collection';
import { Carousel } from '@/shared/ui/carousel';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useSectionsBelowHeroMayLoad } from '../model/home-data';

const HEADINGS: Record<FeaturedKind, string> = {
  albums: 'Featured Albums',
  playlists: 'Featured Playlists',
  samplers: 'Featured Samplers',
};

/** One kind of featured collections in a carousel, narrowed by a category choice. */
export function FeaturedSection({ kind }: { kind: FeaturedKind }) {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const headingId = useId();
  const skip = !useSectionsBelowHeroMayLoad();
  const all = useFeaturedCollections({ kind, category: ALL_CATEGORIES }, { skip });
  const chosen = useFeaturedCollections({ kind, category }, { skip });
  const categories = all.data?.categories ?? [];
  const items = chosen.currentData?.results;
  const noun = kind.replace(/s$/, '');

  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          {HEADINGS[kind]}
        </h2>
        {categories.length > 0 ? (
          <div className="home-categories" role="group" aria-label={`${HEADINGS[kind]} category`}>
            {[ALL_CATEGORIES, ...categories].map((name) => (
              <button
                key={name}
                type="button"
                className="home-categories__chip"
                aria-pressed={category === name}
                onClick={() => setCategory(name)}
              >
                {name === ALL_CATEGORIES ? 'All' : name}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      {chosen.isError ? (
        <p className="home-section__status" role="alert">
          Could not load the featured {kind}.{' '}
          <button type="button" className="home-section__retry" onClick={() => void chosen.refetch()}>
            Try again
          </button>
        </p>
      ) : !items ? (
        // Placeholder cards of the loaded cards' size, so nothing below moves when they arrive.
        <div role="status" aria-busy="true">
          <VisuallyHidden>Loading featured {kind}…</VisuallyHidden>
          <Carousel label={`Loading featured ${kind}`} perPage={5} minSlideWidth={200} reserveControls>
            {Array.from({ length: 5 }, (_, index) => (
              <CollectionCardSkeleton key={index} />
            ))}
          </Carousel>
        </div>
      ) : items.length === 0 ? (
        <p className="home-section__status">No featured {kind} in this category yet.</p>
      ) : (
        <Carousel
          key={category}
          label={`${HEADINGS[kind]}: ${category === ALL_CATEGORIES ? 'All' : category}`}
          perPage={5}
          minSlideWidth={200}
          reserveControls
        >
          {items.map((item) => (
            <CollectionCard key={`${noun}-${item.id}`} collection={item} />
          ))}
        </Carousel>
      )}
    </section>
  );
}
