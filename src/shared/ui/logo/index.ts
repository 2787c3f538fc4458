export { Logo, LOGO_HOME_LINK_LABEL } from './logo';
