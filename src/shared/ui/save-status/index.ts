export { SaveStatus, type SaveStatusProps } from './save-status';
