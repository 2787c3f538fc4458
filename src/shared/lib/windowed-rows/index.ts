export { useWindowedRows, type RowWindow } from './use-windowed-rows';
