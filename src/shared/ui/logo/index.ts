export { Logo } from './logo';
