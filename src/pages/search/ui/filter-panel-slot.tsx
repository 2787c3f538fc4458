import { useEffect, useState } from 'react';
import { Spinner } from '@/shared/ui/spinner';
import { ErrorState } from '@/shared/ui/state-panel';
import { loadedFilterPanel, loadFilterPanel } from '../lib/filter-panel-code';

/**
 * The filter panel, drawn at once when its code is in (on wide screens the route's loader started
 * it with the page), otherwise a spinner until it is. A failed download says so, with RELOAD,
 * and leaves the rest of the page as it is.
 */
export function FilterPanelSlot() {
  const [FilterPanel, setFilterPanel] = useState(loadedFilterPanel);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (FilterPanel) return;
    let current = true;
    loadFilterPanel().then(
      (loaded) => {
        if (current) setFilterPanel(() => loaded);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [FilterPanel]);

  if (FilterPanel) return <FilterPanel />;
  if (failed) {
    // A browser keeps a module that failed to download as failed: only a new page asks again.
    return (
      <ErrorState title="Filters unavailable" onRetry={() => window.location.reload()} retryLabel="RELOAD">
        The filters could not be loaded. Check your connection and reload the page.
      </ErrorState>
    );
  }
  return (
    <div className="search-page__filters-loading">
      <Spinner width={28} strokeWidth={5} label="Loading filters" />
    </div>
  );
}
