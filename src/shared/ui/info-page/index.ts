export { InfoPage, LegalDocument, type LegalSection } from './info-page';
