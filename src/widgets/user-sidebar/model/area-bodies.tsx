import { lazy, type ComponentType } from 'react';
import type { SidebarArea } from '@/shared/lib/sidebar';
import { ProjectsArea } from '../ui/projects/my-projects';

// Area bodies load with their area (forms bring react-final-form and yup): the sidebar shell stays small.
const ActivityArea = lazy(() => import('../ui/activity-area').then((m) => ({ default: m.ActivityArea })));
const AccountArea = lazy(() => import('@/features/account-settings').then((m) => ({ default: m.AccountArea })));
const SupportForm = lazy(() => import('@/features/support-request').then((m) => ({ default: m.SupportForm })));
const SiteAdminForm = lazy(() => import('@/features/impersonate-user').then((m) => ({ default: m.SiteAdminForm })));

/**
 * The body of each sidebar area. Areas without an entry show their heading and a one-line
 * description of what they hold; later work registers the real bodies here, one line each
 * (e.g. `projects: ProjectsArea` from `@/features/...`).
 */
export const AREA_BODIES: Partial<Record<SidebarArea, ComponentType>> = {
  projects: ProjectsArea,
  activity: ActivityArea,
  account: AccountArea,
  support: SupportForm,
  admin: SiteAdminForm,
};

/** What each area holds (shown under its heading until its body is registered). */
export const AREA_DESCRIPTIONS: Record<SidebarArea, string> = {
  projects: 'Your projects: collections of tracks and stems to play, reorder, share, download and license.',
  activity: 'Your recent music downloads, cue sheet downloads and shares.',
  account: 'Your profile, password, preferred download format, and address and contact details.',
  support: 'Send our team a request about search, licensing, downloads or a bug.',
  admin: 'View the website as another user, by their e-mail address.',
};
