import { useId, useState } from 'react';
import { ALL_CATEGORIES, CollectionCard, CollectionCardSkeleton, useFeaturedCollections, type FeaturedKind } from '@/entities/collection';
import type { FeaturedDto } from '@/shared/api';
import { Carousel } from '@/shared/ui/carousel';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { useSectionMayLoad } from '../model/home-data';
import { useNewestCollections } from '../model/newest-collections';

const HEADINGS: Record<FeaturedKind, string> = {
  albums: 'Featured Albums',
  playlists: 'Featured Playlists',
  samplers: 'Featured Samplers',
};

/** What a section is called when it shows the newest instead (the featured answer is unreadable). */
const NEWEST_HEADINGS: Record<FeaturedKind, string> = {
  albums: 'New Albums',
  playlists: 'New Playlists',
  samplers: 'New Samplers',
};

/** Whether a featured answer lists collections the app can show (the spec does not show its shape). */
const isReadable = (answer: FeaturedDto | undefined) => Array.isArray(answer?.results);

/**
 * One kind of featured collections in a carousel, narrowed by a category choice. When the server's
 * featured answer has no list the app can read, the section shows the newest of that kind instead
 * (the spec's search), without categories; samplers, which have no such list, are left out.
 */
export function FeaturedSection({ kind }: { kind: FeaturedKind }) {
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const headingId = useId();
  const [sectionRef, mayLoad] = useSectionMayLoad();
  const skip = !mayLoad;
  const all = useFeaturedCollections({ kind, category: ALL_CATEGORIES }, { skip });
  const unreadable = all.data !== undefined && !isReadable(all.data);
  const chosen = useFeaturedCollections({ kind, category }, { skip: skip || unreadable });
  const newest = useNewestCollections(kind, { skip: skip || !unreadable });
  if (unreadable && !newest) return null;
  // Each name once, and never a second "All": a chip per name, and choosing one presses only it.
  const categories = unreadable ? [] : [...new Set(all.data?.categories ?? [])].filter((name) => name !== ALL_CATEGORIES);
  const source = unreadable && newest ? newest : { items: chosen.currentData?.results, isError: chosen.isError, refetch: chosen.refetch };
  const items = source.items;
  const heading = unreadable ? NEWEST_HEADINGS[kind] : HEADINGS[kind];
  const noun = kind.replace(/s$/, '');

  return (
    <section ref={sectionRef} className="home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          {heading}
        </h2>
        {categories.length > 0 ? (
          <div className="home-categories" role="group" aria-label={`${heading} category`}>
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
      {source.isError ? (
        <p className="home-section__status" role="alert">
          Could not load the {unreadable ? 'new' : 'featured'} {kind}.{' '}
          <button type="button" className="home-section__retry" onClick={() => void source.refetch()}>
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
        <p className="home-section__status">{unreadable ? `No ${kind} yet.` : `No featured ${kind} in this category yet.`}</p>
      ) : (
        <Carousel
          key={category}
          label={`${heading}: ${category === ALL_CATEGORIES ? 'All' : category}`}
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
