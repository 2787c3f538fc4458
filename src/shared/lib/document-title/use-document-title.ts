import { useEffect } from 'react';
import { COMPANY } from '../../config/constants';

/** "{title} | 4EM", or the brand line alone when no title is given. */
export function formatDocumentTitle(title?: string | null): string {
  const brand = `${COMPANY.name} Production Music`;
  return title ? `${title} | ${COMPANY.name}` : brand;
}

/** Sets `document.title` while the calling page is mounted. */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
