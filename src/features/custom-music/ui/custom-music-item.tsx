import type { AsHeardOnItemDto } from '@/shared/api';
import { videoSource } from '../lib/video-source';
import { AudioMiniPlayer } from './audio-mini-player';

interface CustomMusicItemProps {
  item: AsHeardOnItemDto;
  /** Whether the item is on screen; an off-screen item pauses its audio. */
  active: boolean;
}

function ItemMedia({ item }: { item: AsHeardOnItemDto }) {
  const video = videoSource(item.video_links?.[0]?.url);
  const title = `${item.show_title}${item.network ? ` (${item.network})` : ''}`;
  if (video?.kind === 'file') {
    return (
      <video className="custom-music__media" src={video.src} poster={item.image ?? undefined} controls preload="metadata" playsInline>
        <track kind="captions" />
        {`Video: ${title}`}
      </video>
    );
  }
  if (video?.kind === 'embed') {
    return (
      <iframe
        className="custom-music__media"
        src={video.src}
        title={`${title} on ${video.provider}`}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    );
  }
  return (
    <div className="custom-music__media custom-music__media--image">
      {item.image ? <img src={item.image} alt={title} width={320} height={180} loading="lazy" /> : <span className="custom-music__placeholder">{item.show_title}</span>}
      {video?.kind === 'link' ? (
        <a className="custom-music__watch" href={video.href} target="_blank" rel="noreferrer noopener">
          Watch on {video.host}
        </a>
      ) : null}
    </div>
  );
}

/** One placement: its video or image, the show and network, and the music used. */
export function CustomMusicItem({ item, active }: CustomMusicItemProps) {
  return (
    <figure className="custom-music__item">
      <ItemMedia item={item} />
      <figcaption className="custom-music__caption">
        <span className="custom-music__show">{item.show_title}</span>
        {item.network ? <span className="custom-music__network">{item.network}</span> : null}
      </figcaption>
      {item.audio_files?.length ? <AudioMiniPlayer files={item.audio_files} label={`Music from ${item.show_title}`} active={active} /> : null}
    </figure>
  );
}
