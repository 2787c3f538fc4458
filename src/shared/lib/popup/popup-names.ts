/** Every popup of the product, opened by name; the list is closed (an unknown name opens nothing). */
export const POPUP_NAMES = [
  'advanced_filters',
  'submit_demo',
  'login',
  'register',
  'register_login',
  'confirm_account',
  // The app's own: the keyboard shortcuts of track lists and the player (key "?").
  'keyboard_shortcuts',
  'add',
  'download',
  'share',
  'customize_request',
  'stem_request',
  'license_request',
  'project_create',
  'project_rename',
  'project_duplicate',
  'project_delete',
  'remove_track',
  'specify_bpm',
  'specify_key',
  'reference_track',
  'custom_music',
] as const;

export type PopupName = (typeof POPUP_NAMES)[number];

/** Popups a visitor may open; every other popup needs a signed-in user (the login popup shows instead). */
export const PUBLIC_POPUPS: readonly PopupName[] = [
  'advanced_filters',
  'submit_demo',
  'login',
  'register',
  'register_login',
  'confirm_account',
  'keyboard_shortcuts',
  'share',
  'license_request',
  'specify_bpm',
  'specify_key',
  'reference_track',
  'custom_music',
];

const PUBLIC_SET: ReadonlySet<string> = new Set(PUBLIC_POPUPS);
const NAME_SET: ReadonlySet<string> = new Set(POPUP_NAMES);

export function isPopupName(value: unknown): value is PopupName {
  return typeof value === 'string' && NAME_SET.has(value);
}

/** Whether a visitor (not signed in) may see this popup. */
export function isPublicPopup(name: PopupName): boolean {
  return PUBLIC_SET.has(name);
}

/** Serializable props a popup is opened with (they live in Redux state). */
export type PopupProps = Record<string, unknown>;

/** What every popup body registered in the popup layer receives. */
export interface PopupBodyProps<P = PopupProps> {
  /** The popup's name (one body may serve several names). */
  name: PopupName;
  /** The props it was opened with (`open(name, { props })`). */
  props: P;
  /** Close this popup: back to its parent if it sits over one, otherwise everything closes. */
  close: () => void;
  /** Close this popup and any parent below it. */
  closeAll: () => void;
}
