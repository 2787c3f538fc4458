import type { MenuItem } from './menu';

export interface MenuItemGroup {
  /** Heading of the group; undefined for options outside any group. */
  name: string | undefined;
  items: MenuItem[];
}

/** Runs of consecutive options sharing a `group`, in their order. */
export function groupItems(items: readonly MenuItem[]): MenuItemGroup[] {
  const groups: MenuItemGroup[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (last && last.name === item.group) last.items.push(item);
    else groups.push({ name: item.group, items: [item] });
  }
  return groups;
}
