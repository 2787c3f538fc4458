export { Button, type ButtonVariant } from './button';
