export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
export { captureSavedFiles, installSavePicker, recordToasts, type PickedFile, type SavedFile } from './saved-files';
export { recordRequests } from './record-requests';
export { setWindowWidth } from './window-width';
export { createTestRouter } from './test-router';
export { watchIntersections, type WatchedIntersections } from './intersection-observer';
