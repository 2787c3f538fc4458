import { lazy, memo, useCallback, useState, type ReactElement } from 'react';
import { AppLink } from '@/shared/ui/app-link';
import { useBrowseMusicHref } from '@/entities/search';
import { useCurrentUser } from '@/entities/user';
import { useLogout } from '@/features/auth';
import { SubmitMusicButton } from '@/features/submit-demo';
import { COMPANY } from '@/shared/config';
import { useAfterFirstPaint } from '@/shared/lib/after-first-paint';
import { usePopup } from '@/shared/lib/popup';
import { useSidebar } from '@/shared/lib/sidebar';
import { Button } from '@/shared/ui/button';
import { OptionalPart } from '@/shared/ui/failure-boundary';
import {
  ExternalLinkIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  PhoneIcon,
  YouTubeIcon,
  type IconProps,
} from '@/shared/ui/icons';
import { Logo, LOGO_HOME_LINK_LABEL } from '@/shared/ui/logo';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import './footer.css';

// Below the fold: loaded after the first paint to keep the initial bundle small.
const NewsletterForm = lazy(() => import('@/features/newsletter').then((m) => ({ default: m.NewsletterForm })));

const SOCIAL_ICONS: Record<string, (props: IconProps) => ReactElement> = {
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
  LinkedIn: LinkedInIcon,
};

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Login for visitors (opens the login popup), Logout once signed in. */
function SessionLink() {
  const { user } = useCurrentUser();
  const popup = usePopup();
  const sidebar = useSidebar();
  const logout = useLogout();
  if (!user) {
    return (
      <Button variant="link" className="site-footer__link" onClick={() => popup.open('login')}>
        Login
      </Button>
    );
  }
  return (
    <Button
      variant="link"
      className="site-footer__link"
      onClick={async () => {
        sidebar.reset();
        await logout();
      }}
    >
      Logout
    </Button>
  );
}

/** "Browse Music": the only part of the footer that follows the address (the search shown now). */
function BrowseMusicLink() {
  const browseHref = useBrowseMusicHref();
  return (
    <AppLink to={browseHref} className="site-footer__link">
      Browse Music
    </AppLink>
  );
}

const newsletterPlaceholder = <div className="footer__newsletter-placeholder" />;

/**
 * How near the screen the newsletter form's room must come before its code is asked for: a
 * screenful ahead of a scroll, so the form is there by the time it shows. On a long page (a
 * playlist, search results) nobody who stays at the top pays for it: its evaluation was one task
 * of ~90 ms after the first paint on a phone-speed CPU (8×), counted as blocking time.
 */
const NEWSLETTER_AHEAD = '900px';

/**
 * The form's room until it comes within NEWSLETTER_AHEAD of the window, then the form. Watched from
 * the placeholder itself, so nothing outside the footer shares the code: a helper shared with the
 * search page pulled the search filters' popups into the home page's chunk.
 */
function NewsletterWhenNear() {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const watch = useCallback((room: HTMLDivElement | null) => {
    if (!room) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEWSLETTER_AHEAD },
    );
    observer.observe(room);
    return () => observer.disconnect();
  }, []);
  return near ? <NewsletterForm /> : <div ref={watch} className="footer__newsletter-placeholder" />;
}

/**
 * Site footer: site links, the composers' "Submit your music", Login or Logout, the record label, legal
 * pages, social links, the company's mail and phone links, and the newsletter form. Memoised: a
 * navigation (each search change is one) re-renders only its Browse Music link.
 */
export const Footer = memo(function Footer() {
  const year = new Date().getFullYear();
  const afterFirstPaint = useAfterFirstPaint();
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__brand" aria-label={`About ${COMPANY.name}`}>
          <AppLink to="/" className="site-footer__logo" aria-label={LOGO_HOME_LINK_LABEL}>
            <Logo withTagline />
          </AppLink>
          <p className="site-footer__blurb">
            Original, cleared and exclusive production music for film, TV, advertising and games.
          </p>
          <ul className="site-footer__contact">
            <li>
              <a href={`mailto:${COMPANY.email}`} className="site-footer__link">
                <MailIcon size={16} />
                {COMPANY.email}
              </a>
            </li>
            <li>
              <a href={telHref(COMPANY.phone)} className="site-footer__link">
                <PhoneIcon size={16} />
                {COMPANY.phone}
              </a>
            </li>
          </ul>
          <ul className="site-footer__social" aria-label="Social media">
            {COMPANY.social.map((network) => {
              const Icon = SOCIAL_ICONS[network.name] ?? ExternalLinkIcon;
              return (
                <li key={network.name}>
                  <a
                    href={network.url}
                    className="site-footer__social-link"
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${COMPANY.name} on ${network.name} (opens in a new tab)`}
                  >
                    <Icon size={20} />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>

        <nav className="site-footer__column" aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="site-footer__heading">
            Explore
          </h2>
          <ul>
            <li>
              <AppLink to="/" className="site-footer__link">
                Home
              </AppLink>
            </li>
            <li>
              <BrowseMusicLink />
            </li>
            <li>
              <AppLink to="/what-we-do" className="site-footer__link">
                What We Do
              </AppLink>
            </li>
            <li>
              <AppLink to="/about" className="site-footer__link">
                About
              </AppLink>
            </li>
            <li>
              <AppLink to="/faq" className="site-footer__link">
                FAQ
              </AppLink>
            </li>
            <li>
              <AppLink to="/contact" className="site-footer__link">
                Contact
              </AppLink>
            </li>
            <li>
              <SubmitMusicButton className="site-footer__link" />
            </li>
          </ul>
        </nav>

        <nav className="site-footer__column" aria-labelledby="footer-company">
          <h2 id="footer-company" className="site-footer__heading">
            Company
          </h2>
          <ul>
            <li>
              <SessionLink />
            </li>
            <li>
              <a href={COMPANY.recordLabelUrl} className="site-footer__link" target="_blank" rel="noopener noreferrer">
                Record Label
                <ExternalLinkIcon size={14} />
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
            <li>
              <AppLink to="/terms-of-use" className="site-footer__link">
                Terms of Use
              </AppLink>
            </li>
            <li>
              <AppLink to="/privacy-policy" className="site-footer__link">
                Privacy Policy
              </AppLink>
            </li>
            <li>
              <AppLink to="/cookie-policy" className="site-footer__link">
                Cookie Policy
              </AppLink>
            </li>
          </ul>
        </nav>

        <div className="site-footer__newsletter">
          {/* A form whose code cannot be downloaded leaves its room empty, not the page an error page. */}
          <OptionalPart label="The newsletter form" placeholder={newsletterPlaceholder}>
            {afterFirstPaint ? <NewsletterWhenNear /> : newsletterPlaceholder}
          </OptionalPart>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p>
          © {year} {COMPANY.legalName}. All music cleared and exclusive.
        </p>
      </div>
    </footer>
  );
});
