/**
 * A project's page, `/project/{uuid}`. The uuid is whatever string the server keys the project
 * by (the contract says only "a string"): encoded, so a key with `/`, `?` or `#` still opens its
 * own page instead of no route at all.
 */
export function projectHref(uuid: string): string {
  return `/project/${encodeURIComponent(uuid)}`;
}
