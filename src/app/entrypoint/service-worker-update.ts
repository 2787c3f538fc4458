const GUARDED = Symbol.for('4em.serviceWorkerUpdateGuarded');

type UpdatablePrototype = { update: () => Promise<unknown>; [GUARDED]?: true };

/**
 * The mock's service worker is started by MSW, which calls `registration.update()` on a worker
 * already registered without waiting for it. When that check fails (the browser answers "Failed
 * to update a ServiceWorker … Not found", as on some reloads), the rejection is uncaught. The
 * running worker keeps serving, so such a failure is harmless: each update's promise gets a
 * handler here. A caller that awaits `update()` still sees the rejection.
 */
export function catchServiceWorkerUpdateFailures(
  prototype: UpdatablePrototype | undefined = globalThis.ServiceWorkerRegistration?.prototype as UpdatablePrototype | undefined,
): void {
  if (!prototype || prototype[GUARDED]) return;
  const update = prototype.update;
  prototype.update = function guardedUpdate(this: unknown) {
    const pending = update.call(this);
    pending.catch(() => undefined);
    return pending;
  };
  prototype[GUARDED] = true;
}
