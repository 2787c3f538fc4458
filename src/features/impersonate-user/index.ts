export { impersonateApi, useImpersonateMutation, useStopImpersonatingMutation } from './api/impersonate-api';
export { SiteAdminForm } from './ui/site-admin-form';
export { ViewingAsBar } from './ui/viewing-as-bar';
