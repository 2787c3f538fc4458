import { useCurrentUser } from '../model/use-current-user';
import { proBannerText } from '../lib/pro-banner-text';
import './pro-banner.css';

/** The notice under the header for users in a restricted PRO group; nothing for anyone else. */
export function ProBanner() {
  const { user } = useCurrentUser();
  const text = user ? proBannerText(user.restricted_pro_groups.map((group) => group.name)) : null;
  if (!text) return null;
  return (
    <aside className="pro-banner" aria-label="PRO restrictions">
      <svg className="pro-banner__icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M10 5.8v5.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        <circle cx="10" cy="14.2" r="1.1" fill="currentColor" />
      </svg>
      <p className="pro-banner__text">{text}</p>
    </aside>
  );
}
