export { AccountPage, type AccountPageArea } from './ui/account-page';
