import { StrictMode } from 'react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from '@/shared/redux';
import { ToastProvider } from '@/shared/ui/toast';
import type { createAppRouter } from '../routes/router';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

/** Providers around the router: Redux, toasts (notify bridge), drag and drop. */
export function App({ store, router }: AppProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <ToastProvider>
          <DndProvider backend={HTML5Backend}>
            <RouterProvider router={router} />
          </DndProvider>
        </ToastProvider>
      </Provider>
    </StrictMode>
  );
}
