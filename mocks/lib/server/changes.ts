/**
 * "The database changed" signal for changes not caused by a mutating request (an expiring
 * session, a console reset). The browser persistence listens; other hosts ignore it.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onDatabaseChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markDatabaseChanged(): void {
  for (const listener of listeners) listener();
}
