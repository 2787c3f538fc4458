export { WhatWeDoPage } from './ui/what-we-do-page';
