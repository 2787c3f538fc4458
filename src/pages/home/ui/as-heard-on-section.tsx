import { useId } from 'react';
import { useAsHeardOnCategories } from '@/entities/collection';
import { usePopup } from '@/shared/lib/popup';
import { Spinner } from '@/shared/ui/spinner';
import { useSectionMayLoad } from '../model/home-data';

/** "As heard on" categories; each opens the custom_music popup for that category. */
export function AsHeardOnSection() {
  const [sectionRef, mayLoad] = useSectionMayLoad();
  const { data, isUninitialized, isLoading: isAsking, isError, refetch } = useAsHeardOnCategories({ skip: !mayLoad });
  // Until it may ask (a phone, before the first paint or far below the window), the section holds
  // its place as loading.
  const isLoading = isUninitialized || isAsking;
  const popup = usePopup();
  const headingId = useId();
  // A category is its name (the popup asks by it): a name sent twice shows once.
  const categories = data?.filter((category, index) => data.findIndex((other) => other.name === category.name) === index);
  if (!isLoading && !isError && (!categories || categories.length === 0)) return null;
  return (
    <section ref={sectionRef} className="home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} className="home-section__title">
          As Heard On
        </h2>
      </div>
      {isLoading ? (
        <div className="home-section__status" aria-busy="true">
          <Spinner width={40} label="Loading as heard on" />
        </div>
      ) : isError || !categories ? (
        <p className="home-section__status" role="alert">
          Could not load these placements.{' '}
          <button type="button" className="home-section__retry" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : (
        <ul className="as-heard-on">
          {categories.map((category) => (
            // Keyed by name: the id is not the spec's, and a server may leave it out.
            <li key={category.name}>
              <button
                type="button"
                className="as-heard-on__card"
                onClick={() => popup.open('custom_music', { props: { categoryName: category.name } })}
              >
                <span className="as-heard-on__image">
                  {category.image ? <img src={category.image} alt="" width={320} height={180} loading="lazy" /> : null}
                </span>
                <span className="as-heard-on__name">{category.name}</span>
                {category.description ? <span className="as-heard-on__description">{category.description}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
