import { createRoot } from 'react-dom/client';
import { userApi } from '@/entities/user';
import { SENTRY_DSN } from '@/shared/config';
import { createAppStore } from '../redux/store';
import { createAppRouter } from '../routes/router';
import { App } from './app';
import { catchServiceWorkerUpdateFailures } from './service-worker-update';
import '../styles/global.css';

async function start() {
  // Vite inlines the env value here, so the production bundle drops the mock backend entirely.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    catchServiceWorkerUpdateFailures();
    const { enableMocking } = await import('@mocks/browser');
    await enableMocking();
  }
  if (SENTRY_DSN) {
    void import('../sentry/init-sentry').then((m) => m.initSentry(SENTRY_DSN));
  }
  const store = createAppStore();
  // Every page's first paint needs the session: ask before React renders, not after (the
  // header's query then joins this request instead of starting its own).
  store.dispatch(userApi.util.prefetch('getMe', undefined, {}));
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(<App store={store} router={router} />);
}

void start();
