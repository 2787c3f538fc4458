export { RequestPopup } from './ui/request-popup';
export { RequestForm, type RequestFormProps } from './ui/request-form';
export { requestApi, useSendItemRequestMutation, type RequestKind, type ItemRequest } from './api/request-api';
