import type { ComponentType } from 'react';
import { lazyPart, type LazyPart } from '@/shared/ui/lazy-part';
import type { PopupBodyProps, PopupName } from '@/shared/lib/popup';
import type { DialogSize } from '@/shared/ui/dialog';

export interface PopupRegistration {
  /** Accessible name of the dialog (the login popup also names it: "Please log in to continue: …"). */
  label: string;
  size: DialogSize;
  /**
   * Loaded when first asked for (`Body.preload()`, see preloadPopup) or shown, so popup code stays
   * out of the initial bundle. Loaded means entirely: a body that is itself a lazy part of its
   * slice comes with its code, so the popup shows in one go.
   */
  Body: LazyPart<PopupBodyProps>;
}

/** A lazily loaded popup body. `load` resolves to the component (usually from a slice's public index). */
function popup<P>(label: string, load: () => Promise<ComponentType<PopupBodyProps<P>>>, size: DialogSize = 'medium'): PopupRegistration {
  return {
    label,
    size,
    Body: lazyPart(() => load().then((Body) => Body as ComponentType<PopupBodyProps>)),
  };
}

/**
 * Every popup name → its lazily loaded body, e.g.
 * `specify_bpm: popup('Specify BPM', () => import('@/features/specify-bpm').then((m) => m.SpecifyBpmPopup), 'small'),`
 */
export const POPUP_REGISTRY: Record<PopupName, PopupRegistration> = {
  advanced_filters: popup('Advanced filters', () => import('@/features/search-filters').then((m) => m.AdvancedFiltersPopup), 'large'),
  submit_demo: popup('Submit your music', () => import('@/features/submit-demo').then((m) => m.SubmitDemoPopup)),
  login: popup('Log in', () => import('@/features/auth').then((m) => m.LoginPopup), 'small'),
  register: popup('Register', () => import('@/features/auth').then((m) => m.RegisterPopup)),
  register_login: popup('Log in or register', () => import('@/features/auth').then((m) => m.RegisterLoginPopup), 'large'),
  confirm_account: popup('Confirm your account', () => import('@/features/auth').then((m) => m.ConfirmAccountPopup), 'small'),
  keyboard_shortcuts: popup('Keyboard shortcuts', () => import('@/shared/ui/keyboard-shortcuts').then((m) => m.KeyboardShortcutsPopup)),
  add: popup('Add to project', () => import('@/features/project-items').then((m) => m.AddToProjectPopup)),
  download: popup('Download', () => import('@/features/download-item').then((m) => m.DownloadPopup)),
  share: popup('Share', () => import('@/features/share-item').then((m) => m.SharePopup)),
  customize_request: popup('Request a customization', () => import('@/features/item-request').then((m) => m.RequestPopup)),
  stem_request: popup('Request stems', () => import('@/features/item-request').then((m) => m.RequestPopup)),
  license_request: popup('Request a license', () => import('@/features/item-request').then((m) => m.RequestPopup)),
  project_create: popup('Create a project', () => import('@/features/manage-project').then((m) => m.ProjectCreatePopup), 'small'),
  project_rename: popup('Rename project', () => import('@/features/manage-project').then((m) => m.ProjectRenamePopup), 'small'),
  project_duplicate: popup('Duplicate project', () => import('@/features/manage-project').then((m) => m.ProjectDuplicatePopup), 'small'),
  project_delete: popup('Delete project', () => import('@/features/manage-project').then((m) => m.ProjectDeletePopup), 'small'),
  remove_track: popup('Remove from project', () => import('@/features/project-items').then((m) => m.RemoveTrackPopup), 'small'),
  specify_bpm: popup('Specify BPM', () => import('@/features/search-filters').then((m) => m.SpecifyBpmPopup), 'small'),
  specify_key: popup('Specify key', () => import('@/features/search-filters').then((m) => m.SpecifyKeyPopup), 'small'),
  reference_track: popup('Match a reference track', () => import('@/features/search-filters').then((m) => m.ReferenceTrackPopup)),
  custom_music: popup('Custom music', () => import('@/features/custom-music').then((m) => m.CustomMusicPopup), 'large'),
};
