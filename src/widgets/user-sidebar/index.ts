export { UserSidebar } from './ui/user-sidebar';
