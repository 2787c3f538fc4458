export { HomePage } from './ui/home-page';
export { loadHomeData } from './model/home-data';
