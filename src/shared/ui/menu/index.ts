export { Menu, useCloseMenu, type MenuItem, type MenuProps } from './menu';
