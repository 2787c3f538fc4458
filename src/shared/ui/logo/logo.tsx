import './logo.css';

const TAGLINE = 'Production Music';

/**
 * The accessible name of a link wrapped around the logo: it contains the wordmark and tagline the
 * link shows (WCAG 2.5.3 "label in name"), so speech users can say what they see.
 */
export const LOGO_HOME_LINK_LABEL = `4EM ${TAGLINE} home`;

interface LogoProps {
  /** Show the "production music" line beside the mark. */
  withTagline?: boolean;
}

/** The 4EM wordmark (decorative; the link around it carries the accessible name). */
export function Logo({ withTagline = false }: LogoProps) {
  return (
    <span className="logo" aria-hidden="true">
      <span className="logo__mark">
        4<span className="logo__em">EM</span>
      </span>
      {/* The space keeps "4EM" and the tagline separate words in the text (no gap in the flex layout). */}
      {withTagline ? <> <span className="logo__tagline">{TAGLINE}</span></> : null}
    </span>
  );
}
