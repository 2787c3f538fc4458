export { useAfterFirstPaint } from './use-after-first-paint';
