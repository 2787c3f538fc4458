export { impersonateApi, useImpersonateMutation, useStopImpersonatingMutation } from './api/impersonate-api';
