import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { partFailureShown } from '@/shared/ui/lazy-part';

/**
 * Shown instead of a route that failed to render or load: a message and a way back. Nested
 * inside the app layout, so the header and footer stay on screen.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const notFound = status === 404;

  useEffect(() => {
    if (error && !isRouteErrorResponse(error)) console.error('Route render error', error);
    // Shown: a lazy part that threw this may try its download again when it is shown again.
    partFailureShown(error);
    document.title = notFound ? 'Page not found | 4EM' : 'Something went wrong | 4EM';
  }, [error, notFound]);

  return (
    <main className="page route-error" role="alert">
      <h1>{notFound ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {notFound
          ? 'We could not find that page.'
          : 'This part of the library failed to load. The rest of the site still works: try again, or head back.'}
      </p>
      <div className="route-error__actions">
        {notFound ? null : (
          <button
            type="button"
            className="route-error__action"
            onClick={() => navigate(`${location.pathname}${location.search}`, { replace: true })}
          >
            Try again
          </button>
        )}
        <Link to="/" className="route-error__action route-error__action--primary">
          Back to the home page
        </Link>
        <Link to="/search" className="route-error__action">
          Browse Music
        </Link>
      </div>
    </main>
  );
}
