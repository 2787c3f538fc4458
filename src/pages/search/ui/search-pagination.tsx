import { Link } from 'react-router-dom';
import { searchHref, type SearchState } from '@/entities/search';
import { pageItems } from '../lib/pagination';

export interface SearchPaginationProps {
  state: SearchState;
  /** The page shown (1-based). */
  page: number;
  pages: number;
}

/** Previous / numbered / next page links of the search (each a shareable URL). */
export function SearchPagination({ state, page, pages }: SearchPaginationProps) {
  if (pages <= 1) return null;
  const href = (p: number) => searchHref({ ...state, page: p });
  return (
    <nav className="search-pagination" aria-label="Pagination">
      {page > 1 ? (
        <Link className="search-pagination__step" to={href(Math.min(page - 1, pages))} rel="prev">
          ‹ PREV
        </Link>
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
              <Link
                className="search-pagination__page"
                to={href(p)}
                aria-label={`Page ${p}`}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link className="search-pagination__step" to={href(page + 1)} rel="next">
          NEXT ›
        </Link>
      ) : (
        <span className="search-pagination__step" aria-disabled="true">
          NEXT ›
        </span>
      )}
    </nav>
  );
}
