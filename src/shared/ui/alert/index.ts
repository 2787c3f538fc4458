export { Alert, type AlertProps, type AlertVariant } from './alert';
