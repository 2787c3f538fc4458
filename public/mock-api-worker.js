// The mock backend's service worker (demo build, dev server, Storybook and its story tests): MSW's
// own worker (mockServiceWorker.js, which `msw init` keeps in step with the msw package), behind one
// rule. MSW's worker posts every request of a page it controls to that page, and waits for the
// page's handlers to say whether it is theirs; the app's own files (scripts, styles, fonts, and on
// the dev server every module) would each cost that round trip on the page's main thread, and wait
// for it. Only the addresses the mock serves reach MSW; everything else goes straight to the network.
//
// The rule: the mock serves `/api/…` and `/mock-media/…` paths and nothing else. It is
// MOCKED_PATH in mocks/worker-file.ts too, where mocks/handlers/mocked-paths.test.ts holds every
// handler to it and checks this file says the same.
const MOCKED_PATH = /^\/(?:api|mock-media)\//;

self.addEventListener('fetch', (event) => {
  // Registered before MSW's listener, so it runs first: stopped here, no listener answers the
  // request and the browser fetches it as if no worker were there.
  if (!MOCKED_PATH.test(new URL(event.request.url).pathname)) event.stopImmediatePropagation();
});

importScripts('./mockServiceWorker.js');
