export { ToastProvider, type ToastProviderProps } from './toast-provider';
