export { afterFirstPaint, useAfterFirstPaint } from './use-after-first-paint';
