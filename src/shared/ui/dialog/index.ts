export { Dialog, type DialogSize } from './dialog';
