export { PlayerBar } from './ui/player-bar';
