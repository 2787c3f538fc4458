export { UserSidebar, type UserSidebarProps } from './ui/user-sidebar';
export { MyProjects, type MyProjectsProps } from './ui/projects/my-projects';
export { ActivityArea } from './ui/activity-area';
