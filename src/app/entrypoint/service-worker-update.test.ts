import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchServiceWorkerUpdateFailures } from './service-worker-update';

const NOT_FOUND = "Failed to update a ServiceWorker for scope ('http://localhost/') with script ('http://localhost/mockServiceWorker.js'): Not found";

class FakeRegistration {
  calls = 0;
  update(): Promise<unknown> {
    this.calls += 1;
    return Promise.reject(new Error(NOT_FOUND));
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('catchServiceWorkerUpdateFailures', () => {
  const unhandled = vi.fn();
  afterEach(() => {
    process.off('unhandledRejection', unhandled);
    unhandled.mockReset();
  });

  it('an update nobody awaits (as MSW starts the worker) that fails is not an uncaught error', async () => {
    const prototype = { update: FakeRegistration.prototype.update };
    catchServiceWorkerUpdateFailures(prototype);
    process.on('unhandledRejection', unhandled);
    const registration = Object.assign(Object.create(prototype) as FakeRegistration, { calls: 0 });
    void registration.update();
    await flush();
    expect(registration.calls).toBe(1);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('a caller that awaits the update still gets its failure', async () => {
    const prototype = { update: FakeRegistration.prototype.update };
    catchServiceWorkerUpdateFailures(prototype);
    const registration = Object.assign(Object.create(prototype) as FakeRegistration, { calls: 0 });
    await expect(registration.update()).rejects.toThrow(NOT_FOUND);
  });

  it('wraps once, however often the app starts', async () => {
    const prototype = { update: FakeRegistration.prototype.update };
    catchServiceWorkerUpdateFailures(prototype);
    const wrapped = prototype.update;
    catchServiceWorkerUpdateFailures(prototype);
    expect(prototype.update).toBe(wrapped);
  });
});
