interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task of the page's event loop, so the browser can handle input, answers and
 * frames in between. Start-up runs in steps this way: one long task (the entry's evaluation, the
 * store, the router) blocks a phone's page for hundreds of milliseconds, where several shorter ones
 * leave it responsive between them. `scheduler.yield()` resumes ahead of other queued tasks where
 * the browser has it.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message, not a zero timeout: a page opened in a background tab has its timers held to one a
  // second, which would hold its start-up with them.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
