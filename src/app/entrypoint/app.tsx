import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from '@/shared/redux';
import type { createAppRouter } from '../routes/router';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

export function App({ store, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
}
