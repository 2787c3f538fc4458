import type { ItemPopupProps } from '@/shared/api';
import type { PopupBodyProps, PopupName } from '@/shared/lib/popup';
import type { RequestKind } from '../api/request-api';
import { RequestForm } from './request-form';

const KIND_OF_POPUP: Partial<Record<PopupName, RequestKind>> = {
  customize_request: 'customize',
  stem_request: 'stem',
  license_request: 'license',
};

/** The body of the customize_request, stem_request and license_request popups (the name picks the kind). */
export function RequestPopup({ name, props }: PopupBodyProps<ItemPopupProps>) {
  return <RequestForm kind={KIND_OF_POPUP[name] ?? 'license'} item={props.item} />;
}
