import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PopupBodyProps, PopupName } from '@/shared/lib/popup';
import type { DialogSize } from '@/shared/ui/dialog';

export interface PopupRegistration {
  /** Accessible name of the dialog (and the interim body's action name). */
  label: string;
  size: DialogSize;
  /** Loaded on first open, so popup code stays out of the initial bundle. */
  Body: LazyExoticComponent<ComponentType<PopupBodyProps>>;
}

/** A lazily loaded popup body. `load` resolves to the component (usually from a slice's public index). */
function popup<P>(label: string, load: () => Promise<ComponentType<PopupBodyProps<P>>>, size: DialogSize = 'medium'): PopupRegistration {
  return {
    label,
    size,
    Body: lazy(() => load().then((Body) => ({ default: Body as ComponentType<PopupBodyProps> }))),
  };
}

/** Placeholder for popups whose body arrives in a later issue: names the action, says it is not available yet. */
const interim = () => import('../ui/interim-popup').then((m) => m.InterimPopup);

/**
 * Every popup name → its body. To give a popup its real body, replace its line, e.g.
 * `specify_bpm: popup('Specify BPM', () => import('@/features/specify-bpm').then((m) => m.SpecifyBpmPopup), 'small'),`
 */
export const POPUP_REGISTRY: Record<PopupName, PopupRegistration> = {
  advanced_filters: popup('Advanced filters', () => import('@/features/search-filters').then((m) => m.AdvancedFiltersPopup), 'large'),
  submit_demo: popup('Submit your music', () => import('@/features/submit-demo').then((m) => m.SubmitDemoPopup)),
  login: popup('Log in', () => import('@/features/auth').then((m) => m.LoginPopup), 'small'),
  register: popup('Register', () => import('@/features/auth').then((m) => m.RegisterPopup)),
  register_login: popup('Log in or register', () => import('@/features/auth').then((m) => m.RegisterLoginPopup), 'large'),
  confirm_account: popup('Confirm your account', () => import('@/features/auth').then((m) => m.ConfirmAccountPopup), 'small'),
  add: popup('Add to project', interim),
  download: popup('Download', () => import('@/features/download-item').then((m) => m.DownloadPopup)),
  share: popup('Share', () => import('@/features/share-item').then((m) => m.SharePopup)),
  customize_request: popup('Request a customization', () => import('@/features/item-request').then((m) => m.RequestPopup)),
  stem_request: popup('Request stems', () => import('@/features/item-request').then((m) => m.RequestPopup)),
  license_request: popup('Request a license', () => import('@/features/item-request').then((m) => m.RequestPopup)),
  project_create: popup('Create a project', interim, 'small'),
  project_rename: popup('Rename project', interim, 'small'),
  project_duplicate: popup('Duplicate project', interim, 'small'),
  project_delete: popup('Delete project', interim, 'small'),
  remove_track: popup('Remove from project', interim, 'small'),
  specify_bpm: popup('Specify BPM', () => import('@/features/search-filters').then((m) => m.SpecifyBpmPopup), 'small'),
  specify_key: popup('Specify key', () => import('@/features/search-filters').then((m) => m.SpecifyKeyPopup), 'small'),
  custom_music: popup('Custom music', () => import('@/features/custom-music').then((m) => m.CustomMusicPopup), 'large'),
};
