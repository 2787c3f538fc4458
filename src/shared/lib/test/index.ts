export { renderWithProviders, type RenderWithProvidersOptions } from './render-with-providers';
export { captureSavedFiles, recordToasts, type SavedFile } from './saved-files';
export { recordRequests } from './record-requests';
