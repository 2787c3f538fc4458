/**
 * The strict e-mail pattern every e-mail field checks: a local part (dot-separated atoms or a quoted string),
 * "@", then a bracketed IPv4 address or a domain whose last label (the TLD) has 2+ letters.
 */
export const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
