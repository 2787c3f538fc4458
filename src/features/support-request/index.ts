export { supportApi } from './api/support-api';
export { SupportForm } from './ui/support-form';
