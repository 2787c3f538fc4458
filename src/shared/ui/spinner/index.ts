export { Spinner, SPINNER_DEFAULTS, type SpinnerProps } from './spinner';
