import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useAppRouter } from '@/shared/lib/router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the app, with its query (`/search?type=tracks&bpm=90-100`, `/album/3/slug`); a full URL is followed as is. */
  to: string;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!target || target === '_self');
}

/**
 * A link to an absolute path of the app, for links repeated in long lists (credits, BPM and key
 * links, album links in track rows). react-router's `Link` resolves its path against the current
 * location, so every one of them re-renders on every navigation: a search change re-rendered about
 * 300 in the results before the new answer could be shown. This one reads only the router itself
 * (`useAppRouter`: a value that never changes) and navigates client-side on a plain left click;
 * other clicks (new tab, new window) and full URLs follow the `href` as any anchor does.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, onClick, target, ...rest }, ref) {
  const router = useAppRouter();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    // Another site's address (an absolute URL) is left to the browser.
    if (event.defaultPrevented || !to.startsWith('/') || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    router.navigate(to);
  }

  return <a ref={ref} href={to} target={target} onClick={handleClick} {...rest} />;
});
