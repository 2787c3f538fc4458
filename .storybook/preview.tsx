import { createContext, useContext, useState, type ReactNode } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { configure } from 'storybook/test';
import { appSagas } from '../src/app/redux/root-saga';
import { makeStore, type AppStore, type MakeStoreOptions } from '../src/shared/redux';
import { ToastProvider } from '../src/shared/ui/toast';
import { resetNotify } from '../src/shared/lib/notify';
import { handlers } from '../mocks/handlers';
import { contractMismatchError, formatMismatch } from '../mocks/lib/contract/report';
import { watchContract, type ContractWatch } from '../mocks/lib/contract/watch';
import { writeDocumentCookie } from '../mocks/lib/server/cookies';
import { MOCK_WORKER_FILE } from '../mocks/worker-file';
import { csrfCookie, newCsrfToken } from '../mocks/lib/server/csrf';
import { setScenarios } from '../mocks/lib/server/scenarios';
import { resetMockBackend } from '../mocks/lib/testing/reset';
import { signInAs, signOutLocally } from '../mocks/lib/testing/sign-in';
import '../src/app/styles/global.css';
import './preview.css';

// Play functions' findBy*/waitFor wait up to 5 s, as in the unit tests: on a shared 2-core machine
// under load a story's first render can take over a second. They return as soon as they hold.
configure({ asyncUtilTimeout: 5000 });

/**
 * Story parameters understood by this preview (besides Storybook's own):
 * - `msw.handlers`: handlers tried before the default mock backend (which always stays underneath).
 * - `route` (default "/") and `path` (default "*"): the in-memory router's URL and the pattern the
 *   story is mounted at, for components that read params or the search string.
 * - `signedInAs`: a demo persona's e-mail; the story starts with that user signed in (a session
 *   in the mock database and its cookies, as after `POST /api/login/`).
 * - `preloadedState`: initial Redux state for the story's fresh store.
 * - `mockScenarios`: the mock's scenario tokens for the whole story (`['strict']`: a server built
 *   from the spec alone), as `?mock=` gives them to the running app.
 */
export interface AppStoryParameters {
  route?: string;
  path?: string;
  signedInAs?: string;
  mockScenarios?: string[];
  preloadedState?: MakeStoreOptions['preloadedState'];
}

/**
 * One service worker for the whole Storybook session, started with the app's mock handlers as
 * its initial handlers: per-story `parameters.msw.handlers` are prepended, and `resetHandlers()`
 * between stories goes back to the full mock backend. Story modules, fonts and anything else
 * outside the mock's paths never reach MSW (public/mock-api-worker.js).
 */
async function startMockWorker() {
  const worker = setupWorker(...handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: `${import.meta.env.BASE_URL}${MOCK_WORKER_FILE}` },
  });
  contractWatch = watchContract(worker.events);
  // The mock checks each /api request against the contract before answering: its validator loads
  // here, once per session, so no story's first call waits for it inside a play function's timeouts.
  (await import('../mocks/lib/contract/mock-contract')).mockContract();
  return worker;
}

/** Every request a story sends and every answer the mock gives, held to the API contract. */
let contractWatch: ContractWatch | undefined;

/**
 * After each story and its play function: a request or an answer the contract does not allow
 * fails the story test, naming the operation, the status and the field. A story showing a wrong
 * answer on purpose gives it through a fault scenario (`scenarioHandlers`, marked off-contract),
 * which the check leaves alone.
 */
const holdToContract = async () => {
  const mismatches = (await contractWatch?.take()) ?? [];
  if (mismatches.length > 0) throw contractMismatchError(mismatches.map(formatMismatch));
};
const loadMsw = mswLoader(startMockWorker);

/**
 * Every story starts from the same world: the mock worker running with the story's handlers,
 * the seeded database restored, no fault scenario, a fresh csrftoken cookie and no session
 * (signed out) unless `signedInAs`, no toasts, and a fresh store running the app's sagas.
 * The database as the unit tests restore it: the catalogue is seeded once per tab, the people
 * tables come back from a snapshot (40 ms, where seeding everything again took over a second per
 * story on a loaded two-core machine).
 */
const freshWorld: Loader = async (context) => {
  await loadMsw(context);
  contractWatch?.reset();
  resetMockBackend();
  const parameters = context.parameters as AppStoryParameters;
  setScenarios(parameters.mockScenarios ?? []);
  signOutLocally();
  // As after the page's first GET: the app always has a csrftoken cookie before it mutates.
  writeDocumentCookie(csrfCookie(newCsrfToken()));
  resetNotify();
  if (parameters.signedInAs) signInAs(parameters.signedInAs);
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
  afterEach: holdToContract,
  parameters: {
    // The mock backend is the worker's base layer (see startMockWorker); stories add overrides here.
    msw: { handlers: [] },
    layout: 'fullscreen',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Violations fail the story. Passed and needs-review checks are only counted, not detailed
    // (axe's `resultTypes`): their every node, with its HTML, was most of axe's work and of the report
    // each story test sends back, and nothing reads them in a test run.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
  },
};

export default preview;
