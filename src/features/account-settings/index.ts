export { accountApi, useUpdateProfileMutation } from './api/account-api';
export { AccountArea } from './ui/account-area';
