export {
  notify,
  connectToastSink,
  forgetToast,
  pauseToastTimer,
  resetNotify,
  resumeToastTimer,
  type NotifyOptions,
  type NotifyUpdateOptions,
  type ToastSink,
} from './notify';
export { toastStore, type ToastAction, type ToastKey, type ToastState, type ToastVariant } from './toast-store';
export { useToast } from './use-toast';
