export { readCookie } from './read-cookie';
