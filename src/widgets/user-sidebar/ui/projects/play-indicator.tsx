import { projectQueueSource } from '@/entities/project';
import { selectIsPlaying, useIsQueueSource } from '@/features/player';
import { useAppSelector } from '@/shared/redux';

/** Marks the project the player is playing from (animated bars while playing, still when paused). */
export function ProjectPlayIndicator({ uuid }: { uuid: string }) {
  const isSource = useIsQueueSource(projectQueueSource(uuid));
  const isPlaying = useAppSelector(selectIsPlaying);
  if (!isSource) return null;
  return (
    <span className={`project-play-indicator${isPlaying ? ' project-play-indicator--playing' : ''}`} role="img" aria-label={isPlaying ? 'Now playing' : 'Paused'}>
      <span />
      <span />
      <span />
    </span>
  );
}
