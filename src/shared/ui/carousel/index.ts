export { Carousel, type CarouselProps } from './carousel';
export { carouselWindow, type CarouselWindow } from './carousel-window';
