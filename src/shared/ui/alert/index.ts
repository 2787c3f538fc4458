export { Alert } from './alert';
