export { useDocumentTitle, formatDocumentTitle } from './use-document-title';
