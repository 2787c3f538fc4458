import './logo.css';

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
      {withTagline ? <span className="logo__tagline">Production Music</span> : null}
    </span>
  );
}
