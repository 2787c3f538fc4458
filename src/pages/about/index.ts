export { AboutPage } from './ui/about-page';
