export { formatTime } from './format-time';
