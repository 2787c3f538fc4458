import type { ItemType } from '@/shared/api/contract/dto';
import { contentInfo, type ContentInfo } from '../../serializers/content';
import type { UserRecord } from './records';
import type { FieldErrorCollector } from '../server/validation';

/** Every item type a share or a request may name. */
export const ACTION_ITEM_TYPES: readonly ItemType[] = ['track', 'stem', 'album', 'playlist', 'sampler', 'project'];

export interface ActionItem {
  type: ItemType;
  id: string;
  info: ContentInfo;
}

const isItemType = (value: string): value is ItemType => (ACTION_ITEM_TYPES as readonly string[]).includes(value);

function idText(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The `{type, id}` an action names, checked as DRF would: missing fields are "required", an
 * unknown type is "not a valid choice", an unknown item (or one hidden from the viewer by the PRO
 * rules) is `Invalid pk "x" - object does not exist.` on `id`.
 * Returns null with the errors added to `errors`.
 */
export function resolveActionItem(
  body: Record<string, unknown>,
  viewer: UserRecord | null,
  errors: FieldErrorCollector,
  fixedType?: ItemType,
): ActionItem | null {
  const type = fixedType ?? (typeof body.type === 'string' ? body.type.trim() : '');
  const id = idText(body.id);
  if (!fixedType && !errors.required('type', type)) return null;
  if (!isItemType(type)) {
    errors.add('type', `"${type}" is not a valid choice.`);
    return null;
  }
  if (!errors.required('id', id)) return null;
  const info = contentInfo(type, id, viewer);
  if (!info) {
    errors.add('id', `Invalid pk "${id}" - object does not exist.`);
    return null;
  }
  return { type, id, info };
}
