export { ProjectPage } from './ui/project-page';
