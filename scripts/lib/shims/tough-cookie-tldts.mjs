// tough-cookie (msw's cookie store) asks tldts for a host's registrable domain; tldts carries the
// whole public-suffix list (~110 KB gzip). The browser mock only sees the page's own host
// (localhost, an IP, a preview domain), where "the last two labels" is the same answer.
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(hostname) {
  const host = String(hostname ?? '').replace(/\.$/, '').toLowerCase();
  if (!host || IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
