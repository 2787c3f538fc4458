import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Saga } from 'redux-saga';
import { makeStore, type AppStore, type RootState } from '../../redux';
import { createTestRouter } from './test-router';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Initial URL of the in-memory router. */
  route?: string;
  /** Route pattern the element is mounted at (default "*"). */
  path?: string;
  preloadedState?: Partial<RootState>;
  sagas?: Saga[];
  store?: AppStore;
  /** Extra wrapper inside the store provider (e.g. notistack, DnD). */
  wrapper?: (props: { children: ReactNode }) => ReactElement;
}

/**
 * Renders `ui` with a fresh store, a memory router and any extra wrapper. Components talk to
 * the MSW mock backend (msw/node), never to mocked hooks.
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', path = '*', preloadedState, sagas, wrapper: Extra, ...renderOptions } = options;
  const store = options.store ?? makeStore({ preloadedState, sagas });
  const router = createTestRouter([{ path, element: Extra ? <Extra>{ui}</Extra> : ui }], { initialEntries: [route] });
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
    renderOptions,
  );
  return { store, router, ...result };
}
