import { lazy, Suspense, useState } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { loadedFilterPanel, loadFilterPanel } from '../lib/filter-panel-code';

const LazyFilterPanel = lazy(() => loadFilterPanel().then((FilterPanel) => ({ default: FilterPanel })));

/**
 * The filter panel, drawn at once when its code is in (on wide screens the route's loader started
 * it with the page), otherwise a spinner until it is.
 */
export function FilterPanelSlot() {
  // Chosen once per mount: switching from the lazy wrapper to the loaded component would re-mount the panel.
  const [Loaded] = useState(loadedFilterPanel);
  if (Loaded) return <Loaded />;
  return (
    <Suspense
      fallback={
        <div className="search-page__filters-loading">
          <Spinner width={28} strokeWidth={5} label="Loading filters" />
        </div>
      }
    >
      <LazyFilterPanel />
    </Suspense>
  );
}
