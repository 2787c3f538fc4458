/** How an as-heard-on video link is shown. */
export type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'embed'; src: string; provider: 'YouTube' | 'Vimeo' }
  | { kind: 'link'; href: string; host: string };

const FILE_EXTENSIONS = /\.(mp4|m4v|webm|ogv|ogg|mov)(\?|#|$)/i;

function parse(url: string): URL | null {
  try {
    return new URL(url, globalThis.location?.origin ?? 'http://localhost');
  } catch {
    return null;
  }
}

/**
 * Video files play in a <video> element; YouTube and Vimeo pages become their privacy-friendly
 * embeds in an iframe; any other page (which usually forbids framing) becomes an outbound link.
 */
export function videoSource(url: string | null | undefined): VideoSource | null {
  if (!url || !url.trim()) return null;
  const parsed = parse(url.trim());
  if (!parsed) return null;
  if (FILE_EXTENSIONS.test(parsed.pathname)) return { kind: 'file', src: parsed.href };
  const host = parsed.hostname.replace(/^www\.|^m\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1).split('/')[0] || null
        : parsed.pathname === '/watch'
          ? parsed.searchParams.get('v')
          : (/^\/(?:embed|shorts|v)\/([^/?#]+)/.exec(parsed.pathname)?.[1] ?? null);
    if (id && /^[\w-]+$/.test(id)) return { kind: 'embed', provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}` };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const match = /(\d{5,})/.exec(parsed.pathname);
    if (match) return { kind: 'embed', provider: 'Vimeo', src: `https://player.vimeo.com/video/${match[1]}?dnt=1` };
  }
  return { kind: 'link', href: parsed.href, host };
}
