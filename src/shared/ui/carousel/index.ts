export { Carousel } from './carousel';
