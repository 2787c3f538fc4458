export { UserSidebar, type UserSidebarProps } from './ui/user-sidebar';
