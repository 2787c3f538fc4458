import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type * as CollectionPageModule from '@/pages/collection';
import type { CollectionType } from '@/entities/collection';
import type { PageData, QueryDispatch } from '@/shared/lib/router';
import { AppLayout } from '../layouts/app-layout';
import { FooterPart } from '../layouts/footer-part';
import { RouteErrorBoundary } from '../layouts/route-error-boundary';
import { neverRevalidatePageData, pageLoader } from './page-loader';

function NothingYet() {
  return null;
}

/**
 * Route-level code splitting: each page is its own chunk, loaded when first visited. Pages that
 * show server data first start it with their chunk (`pageLoader`); `isFirstLoad` tells the app's
 * opening navigation from later ones.
 */
export function appRoutes(dispatch: QueryDispatch, isFirstLoad: () => boolean = () => false): RouteObject[] {
  const withData = (data: PageData) => ({ loader: pageLoader(dispatch, data, isFirstLoad), shouldRevalidate: neverRevalidatePageData });
  const collection = (m: typeof CollectionPageModule, type: CollectionType) => ({
    element: <m.CollectionPage type={type} />,
    ...withData(m.loadCollectionData(type)),
  });
  return withTheFooter([
    {
      element: <AppLayout />,
      // Nothing is drawn until the first route's chunk (preloaded with the entry) has arrived: drawing
      // the shell first and then again made the first paint later (Lighthouse FCP 1.8 → 1.95 s).
      HydrateFallback: NothingYet,
      errorElement: <RouteErrorBoundary />,
      children: [
        {
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, lazy: () => import('@/pages/home').then((m) => ({ Component: m.HomePage, ...withData(m.loadHomeData) })) },
            { path: 'search', lazy: () => import('@/pages/search').then((m) => ({ Component: m.SearchPage, ...withData(m.loadSearchData) })) },
            // One page for albums, playlists and samplers, told which kind it shows. Written out
            // route by route: the build's route preloading reads each path from this table.
            { path: 'album/*', lazy: () => import('@/pages/collection').then((m) => collection(m, 'album')) },
            { path: 'playlist/*', lazy: () => import('@/pages/collection').then((m) => collection(m, 'playlist')) },
            { path: 'sampler/*', lazy: () => import('@/pages/collection').then((m) => collection(m, 'sampler')) },
            { path: 'project', lazy: () => import('@/pages/project').then((m) => ({ Component: m.ProjectPage })) },
            { path: 'project/:projectId', lazy: () => import('@/pages/project').then((m) => ({ Component: m.ProjectPage })) },
            { path: 'cue-sheet', lazy: () => import('@/pages/cue-sheet').then((m) => ({ Component: m.CueSheetPage })) },
            // The sidebar's areas as pages (a phone has no sidebar).
            { path: 'activity', lazy: () => import('@/pages/account').then((m) => ({ element: <m.AccountPage area="activity" /> })) },
            { path: 'account', lazy: () => import('@/pages/account').then((m) => ({ element: <m.AccountPage area="account" /> })) },
            { path: 'support', lazy: () => import('@/pages/account').then((m) => ({ element: <m.AccountPage area="support" /> })) },
            { path: 'admin', lazy: () => import('@/pages/account').then((m) => ({ element: <m.AccountPage area="admin" /> })) },
            {
              path: 'password-reset/request-reset',
              lazy: () => import('@/pages/password-reset').then((m) => ({ Component: m.PasswordResetPage })),
            },
            { path: 'what-we-do', lazy: () => import('@/pages/what-we-do').then((m) => ({ Component: m.WhatWeDoPage })) },
            { path: 'contact', lazy: () => import('@/pages/contact').then((m) => ({ Component: m.ContactPage })) },
            { path: 'about', lazy: () => import('@/pages/about').then((m) => ({ Component: m.AboutPage })) },
            { path: 'faq', lazy: () => import('@/pages/faq').then((m) => ({ Component: m.FaqPage })) },
            { path: 'terms-of-use', lazy: () => import('@/pages/terms-of-use').then((m) => ({ Component: m.TermsOfUsePage })) },
            {
              path: 'privacy-policy',
              lazy: () => import('@/pages/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyPage })),
            },
            { path: 'cookie-policy', lazy: () => import('@/pages/cookie-policy').then((m) => ({ Component: m.CookiePolicyPage })) },
            { path: '*', lazy: () => import('@/pages/not-found').then((m) => ({ Component: m.NotFoundPage })) },
          ],
        },
      ],
    },
  ]);
}

/**
 * Every page's chunk arrives with the footer's (loaded after the entry): a page is drawn whole,
 * at its full height, so a position restored after a reload or Back is never cut short by a
 * footer still on its way. A footer that cannot load leaves the page without it.
 */
function withTheFooter(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withTheFooter(route.children) : undefined;
    const { lazy } = route;
    if (typeof lazy !== 'function') return children ? ({ ...route, children } as RouteObject) : route;
    return { ...route, lazy: () => Promise.all([lazy(), FooterPart.preload().catch(() => undefined)]).then(([page]) => page) } as RouteObject;
  });
}

export function createAppRouter(dispatch: QueryDispatch) {
  // Until the router has drawn its first page, its loaders serve the page the app was opened at.
  const router: ReturnType<typeof createBrowserRouter> = createBrowserRouter(appRoutes(dispatch, () => !router?.state.initialized));
  return router;
}
