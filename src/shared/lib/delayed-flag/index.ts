export { useDelayedFlag } from './use-delayed-flag';
