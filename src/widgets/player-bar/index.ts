export { PlayerBar, type PlayerBarProps } from './ui/player-bar';
export { PlayerOptions } from './ui/player-options';
