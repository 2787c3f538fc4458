import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appSagas } from '../src/app/redux/root-saga';
import { makeStore, type AppStore, type MakeStoreOptions } from '../src/shared/redux';
import { ToastProvider } from '../src/shared/ui/toast';
import { resetNotify } from '../src/shared/lib/notify';
import { handlers } from '../mocks/handlers';
import '../src/app/styles/global.css';
import './preview.css';

/**
 * Story parameters understood by this preview (besides Storybook's own):
 * - `msw.handlers`: handlers tried before the default mock backend (which always stays underneath).
 * - `route` (default "/") and `path` (default "*"): the in-memory router's URL and the pattern the
 *   story is mounted at, for components that read params or the search string.
 * - `signedInAs`: a demo persona's e-mail; the story starts with that user signed in (a real
 *   `POST /api/login/` against the mock backend, password demo1234).
 * - `preloadedState`: initial Redux state for the story's fresh store.
 */
export interface AppStoryParameters {
  route?: string;
  path?: string;
  signedInAs?: string;
  preloadedState?: MakeStoreOptions['preloadedState'];
}

const DEMO_PASSWORD = 'demo1234';

/**
 * One service worker for the whole Storybook session, started with the app's mock handlers as
 * its initial handlers: per-story `parameters.msw.handlers` are prepended, and `resetHandlers()`
 * between stories goes back to the full mock backend. Unhandled requests (story modules,
 * fonts, artwork served by Vite) go through untouched.
 */
async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return worker;
}
const loadMsw = mswLoader(startMockWorker);

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

async function signIn(email: string) {
  const base = `${globalThis.location.origin}/api`;
  // The mock hands out its csrftoken cookie on any API response; login is a mutating call.
  await fetch(`${base}/users/me/`, { credentials: 'include' });
  const csrf = /(?:^|;\s*)csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
  const response = await fetch(`${base}/login/`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(csrf) },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD, staySignedIn: true }),
  });
  if (!response.ok) throw new Error(`Story sign-in as ${email} failed: ${response.status} ${await response.text()}`);
}

/**
 * Every story starts from the same world: the mock worker running with the story's handlers,
 * the seeded database restored, no cookies (signed out) unless `signedInAs`, no toasts, and a
 * fresh store running the app's sagas.
 */
const freshWorld: Loader = async (context) => {
  await loadMsw(context);
  // TODO(infra): static import once mocks/seed lands.
  const seed = import.meta.glob<{ resetDatabase?: () => unknown }>('../mocks/seed/index.ts');
  const loadSeed = seed['../mocks/seed/index.ts'];
  if (loadSeed) await (await loadSeed()).resetDatabase?.();
  clearCookies();
  resetNotify();
  const parameters = context.parameters as AppStoryParameters;
  if (parameters.signedInAs) await signIn(parameters.signedInAs);
  const store: AppStore = makeStore({ preloadedState: parameters.preloadedState, sagas: appSagas });
  return { store };
};

/** The story element, handed to the router's route through context so arg changes re-render it. */
const StoryContent = createContext<ReactNode>(null);
function StorySlot() {
  return <>{useContext(StoryContent)}</>;
}

function StoryRouter({ route, path, children }: { route: string; path: string; children: ReactNode }) {
  const [router] = useState(() => createMemoryRouter([{ path, element: <StorySlot /> }], { initialEntries: [route] }));
  return (
    <StoryContent.Provider value={children}>
      <RouterProvider router={router} />
    </StoryContent.Provider>
  );
}

const withApp: Decorator = (Story, context) => {
  const { store } = context.loaded as { store: AppStore };
  const parameters = context.parameters as AppStoryParameters;
  return (
    <Provider store={store}>
      <DndProvider backend={HTML5Backend}>
        <ToastProvider>
          <StoryRouter route={parameters.route ?? '/'} path={parameters.path ?? '*'}>
            <Story />
          </StoryRouter>
        </ToastProvider>
      </DndProvider>
    </Provider>
  );
};

const preview: Preview = {
  loaders: [freshWorld],
  decorators: [withApp],
  parameters: {
    // The mock backend is the worker's base layer (see startMockWorker); stories add overrides here.
    msw: { handlers: [] },
    layout: 'fullscreen',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'todo' },
  },
};

export default preview;
