export { accountApi, useUpdateProfileMutation } from './api/account-api';
