import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown instead of a route that failed to render or load: a message and a way back. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (error && !isRouteErrorResponse(error)) console.error(error);
  return (
    <main className="page route-error" role="alert">
      <h1>{status === 404 ? 'Page not found' : 'Something went wrong'}</h1>
      <p>
        {status === 404
          ? 'We could not find that page.'
          : 'This part of the library failed to load. The rest of the site still works.'}
      </p>
      <p>
        <Link to="/">Back to the home page</Link> · <Link to="/search">Browse Music</Link>
      </p>
    </main>
  );
}
