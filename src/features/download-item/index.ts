export { loadDownloadPopup } from './ui/lazy';
export { downloadSagaOnDemand } from './model/download-saga-on-demand';
