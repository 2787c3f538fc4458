export { saveBlob, saveText } from './save-file';
