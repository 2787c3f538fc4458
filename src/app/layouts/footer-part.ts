import { lazyPart } from '@/shared/ui/lazy-part';

/**
 * The footer, loaded after the entry (below the fold on every page). The router loads it with each
 * page's chunk (routes/router.tsx), so once a page is drawn the footer renders at once with it.
 */
export const FooterPart = lazyPart(() => import('@/widgets/footer').then((m) => m.Footer));
