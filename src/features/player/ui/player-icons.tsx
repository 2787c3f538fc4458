import type { ReactNode, SVGProps } from 'react';

export interface PlayerIconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: number;
}

function Svg({ size = 20, children, ...rest }: PlayerIconProps & { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} fill="currentColor" aria-hidden="true" focusable="false" {...rest}>
      {children}
    </svg>
  );
}

export const PlayIcon = (p: PlayerIconProps) => (
  <Svg {...p}>
    <path d="M7 4.5v15a1 1 0 001.5.86l12.2-7.5a1 1 0 000-1.72L8.5 3.64A1 1 0 007 4.5z" />
  </Svg>
);

export const PauseIcon = (p: PlayerIconProps) => (
  <Svg {...p}>
    <rect x="5.5" y="4" width="4.5" height="16" rx="1.2" />
    <rect x="14" y="4" width="4.5" height="16" rx="1.2" />
  </Svg>
);

export const PreviousIcon = (p: PlayerIconProps) => (
  <Svg {...p}>
    <rect x="4" y="5" width="2.5" height="14" rx="1" />
    <path d="M19 5.6v12.8a1 1 0 01-1.55.83L8.3 12.83a1 1 0 010-1.66l9.15-6.4A1 1 0 0119 5.6z" />
  </Svg>
);

export const NextIcon = (p: PlayerIconProps) => (
  <Svg {...p}>
    <rect x="17.5" y="5" width="2.5" height="14" rx="1" />
    <path d="M5 5.6v12.8a1 1 0 001.55.83l9.15-6.4a1 1 0 000-1.66l-9.15-6.4A1 1 0 005 5.6z" />
  </Svg>
);

export const VolumeIcon = (p: PlayerIconProps) => (
  <Svg {...p}>
    <path d="M4 9h3.5L12 5v14l-4.5-4H4a1 1 0 01-1-1v-4a1 1 0 011-1z" />
    <path d="M15.5 8.5a5 5 0 010 7M18 6a8.5 8.5 0 010 12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </Svg>
);

export const MutedIcon = (p: PlayerIconProps) => (
  <Svg {...p}>
    <path d="M4 9h3.5L12 5v14l-4.5-4H4a1 1 0 01-1-1v-4a1 1 0 011-1z" />
    <path d="M16 9.5l5 5M21 9.5l-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
  </Svg>
);

export const MoreIcon = (p: PlayerIconProps) => (
  <Svg {...p}>
    <circle cx="5" cy="12" r="2" />
    <circle cx="12" cy="12" r="2" />
    <circle cx="19" cy="12" r="2" />
  </Svg>
);

export const ChevronUpIcon = (p: PlayerIconProps) => (
  <Svg {...p}>
    <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </Svg>
);
