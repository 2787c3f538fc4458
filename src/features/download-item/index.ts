export { DownloadPopup } from './ui/download-popup';
export { downloadSagaOnDemand } from './model/download-saga-on-demand';
export { downloadApi, type FileFormat, type DownloadRequest } from './api/download-api';
