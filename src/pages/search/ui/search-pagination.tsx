import { AppLink } from '@/shared/ui/app-link';
import { searchHref, type SearchState } from '@/entities/search';
import { pageItems } from '../lib/pagination';

export interface SearchPaginationProps {
  state: SearchState;
  /** The page shown (1-based). */
  page: number;
  pages: number;
}

/**
 * Previous / numbered / next page links of the search (each a shareable URL). `AppLink`s: a router
 * `Link` resolves itself against the location, which every search change moves.
 */
export function SearchPagination({ state, page, pages }: SearchPaginationProps) {
  if (pages <= 1) return null;
  const href = (p: number) => searchHref({ ...state, page: p });
  return (
    <nav className="search-pagination" aria-label="Pagination">
      {page > 1 ? (
        <AppLink className="search-pagination__step" to={href(Math.min(page - 1, pages))} rel="prev">
          ‹ PREV
        </AppLink>
      ) : (
        <span className="search-pagination__step" aria-disabled="true">
          ‹ PREV
        </span>
      )}
      <ol className="search-pagination__pages">
        {pageItems(Math.min(page, pages), pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className="search-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <AppLink
                className="search-pagination__page"
                to={href(p)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </AppLink>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <AppLink className="search-pagination__step" to={href(page + 1)} rel="next">
          NEXT ›
        </AppLink>
      ) : (
        <span className="search-pagination__step" aria-disabled="true">
          NEXT ›
        </span>
      )}
    </nav>
  );
}
