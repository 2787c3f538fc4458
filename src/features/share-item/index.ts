export { SharePopup } from './ui/share-popup';
export { shareApi, useShareItemMutation, type ShareRequest } from './api/share-api';
export { shareLink } from './lib/share-link';
