import { prefetchFilterVocabulary } from '@/entities/vocabulary';
import type { QueryDispatch } from '@/shared/lib/router';
import type { FilterPanel } from '@/widgets/filter-panel';

type FilterPanelComponent = typeof FilterPanel;

let loaded: FilterPanelComponent | null = null;
let loading: Promise<FilterPanelComponent> | null = null;

/**
 * The filter panel's code, a chunk of its own: a phone shows the panel only when asked, so its
 * first paint does not wait for it; wide screens start it with the page (the route's loader).
 * A failed download is asked again next time.
 */
export function loadFilterPanel(): Promise<FilterPanelComponent> {
  loading ??= import('@/widgets/filter-panel').then(
    (module) => (loaded = module.FilterPanel),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The panel's component once its code is in, else null. */
export function loadedFilterPanel(): FilterPanelComponent | null {
  return loaded;
}

/** Starts everything the panel shows, together: its code and its three vocabulary reads. */
export function startFilterPanel(dispatch: QueryDispatch): Promise<unknown>[] {
  return [loadFilterPanel(), ...prefetchFilterVocabulary().map((read) => dispatch(read))];
}
