import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source';

describe('videoSource', () => {
  it('plays media files in a video element', () => {
    expect(videoSource('https://cdn.example.com/reel.mp4?x=1')).toEqual({ kind: 'file', src: 'https://cdn.example.com/reel.mp4?x=1' });
    expect(videoSource('/media/promo.webm')?.kind).toBe('file');
  });

  it('embeds YouTube and Vimeo pages', () => {
    for (const url of ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://youtu.be/aqz-KE-bpKQ', 'https://www.youtube.com/embed/aqz-KE-bpKQ']) {
      expect(videoSource(url)).toEqual({ kind: 'embed', provider: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ' });
    }
    expect(videoSource('https://vimeo.com/76979871')).toEqual({ kind: 'embed', provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1' });
  });

  it('links to other pages and ignores empty links', () => {
    expect(videoSource('https://www.network.tv/shows/abc')).toEqual({ kind: 'link', href: 'https://www.network.tv/shows/abc', host: 'network.tv' });
    expect(videoSource('')).toBeNull();
    expect(videoSource(undefined)).toBeNull();
  });
});
