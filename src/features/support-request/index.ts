export { supportApi } from './api/support-api';
