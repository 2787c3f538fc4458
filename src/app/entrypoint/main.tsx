import { createRoot } from 'react-dom/client';
import { holdApiCallsUntil, routeReadsAnswered, startDeferredRouteReads } from '@/shared/api';
import { SENTRY_DSN } from '@/shared/config';
import { createAppStore } from '../redux/store';
import { createAppRouter } from '../routes/router';
import { App } from './app';
import { nextTask } from './next-task';
import { catchServiceWorkerUpdateFailures } from './service-worker-update';
import '../styles/global.css';

/** How long the demo app waits for its mock's first answers before it starts without them. */
const MOCK_ANSWERS_WAIT_MS = 150;

async function start() {
  // Vite inlines the env value here, so the production bundle drops the mock backend entirely.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    catchServiceWorkerUpdateFailures();
    const { enableMocking } = await import('@mocks/browser');
    const starting = enableMocking().then(startDeferredRouteReads);
    starting.catch((error: unknown) => console.error('[mock] The mock backend could not start:', error));
    holdApiCallsUntil(starting);
    // The demo's backend answers on this page's thread. The app starts once it has answered the
    // reads index.html left for it (or MOCK_ANSWERS_WAIT_MS later): started earlier, the app's
    // start-up tasks ran ahead of the mock's own (the database's parse, the first answers), and
    // its first render showed only loading states.
    await starting.then(() => routeReadsAnswered(MOCK_ANSWERS_WAIT_MS), () => undefined);
  }
  if (SENTRY_DSN) {
    void import('../sentry/init-sentry').then((m) => m.initSentry(SENTRY_DSN));
  }
  // The store and the router start in tasks of their own, after the entry's evaluation: each step
  // is shorter than the whole, so the page answers input and network between them.
  await nextTask();
  const store = createAppStore({ followOtherTabs: true });
  await nextTask();
  // The session is asked by the header's query when the shell mounts; a production index.html has
  // started that read already (src/app/routes/route-data.ts), so the query takes it over. Asking here
  // as well made a second call right after the first paint, as the header re-checks on mount.
  const router = createAppRouter(store.dispatch);
  createRoot(document.getElementById('root')!).render(<App store={store} router={router} />);
}

void start();
