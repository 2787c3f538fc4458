export { DownloadPopup } from './ui/download-popup';
export { downloadSaga } from './model/download-saga';
export { downloadPopupOpened } from './model/download-intents';
