export { ToastProvider } from './toast-provider';
