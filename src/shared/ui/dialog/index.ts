export { Dialog, type DialogProps, type DialogSize } from './dialog';
