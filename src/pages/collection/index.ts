export { CollectionPage } from './ui/collection-page';
export { loadCollectionData } from './model/collection-data';
