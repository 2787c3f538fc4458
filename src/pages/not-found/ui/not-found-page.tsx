import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/document-title';
import './not-found-page.css';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p className="not-found__text">
        The page you asked for does not exist or has moved. The music is still here.
      </p>
      <nav className="not-found__links" aria-label="Where to go next">
        <Link to="/" className="not-found__link">
          Go to the home page
        </Link>
        <Link to="/search" className="not-found__link not-found__link--primary">
          Browse Music
        </Link>
      </nav>
    </main>
  );
}
