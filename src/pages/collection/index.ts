export { CollectionPage } from './ui/collection-page';
