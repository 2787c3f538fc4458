import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from '@/shared/redux';
import type { createAppRouter } from '../routes/router';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * Providers around the router. Toasts and drag and drop are mounted lazily where they are used
 * (see app-layout.tsx, docs/decisions/entry-byte-budget.md and
 * docs/decisions/drag-and-drop-mounted-where-used.md) so that they stay out of the initial bundle.
 */
export function App({ store, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
