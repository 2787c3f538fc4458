export { saveBlob, saveText } from './save-file';
export { openFileSink, type FileSink } from './file-sink';
