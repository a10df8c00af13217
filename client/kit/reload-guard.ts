import { RELOAD_GUARD_MS } from './constants';

/**
 * After a deploy, an open tab may ask for a code chunk that no longer exists. The page then
 * reloads once for that path (getting the new build); a second failure on the same path within
 * 10 seconds does not reload again, so a real outage cannot loop. The guard lives in
 * sessionStorage: it survives the reload, and only this tab sees it.
 */
export function shouldReload(storage: Pick<Storage, 'getItem' | 'setItem'>, path: string, now = Date.now()): boolean {
  const key = `chunk-reload:${path}`;
  const last = Number(storage.getItem(key) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

type ChunkErrorListener = (error: unknown, path: string) => void;
const listeners = new Set<ChunkErrorListener>([(error, path) => console.warn(`A code chunk for ${path} failed to load`, error)]);

/** The app's hook for chunk failures (it logs by default; nothing is shown to the shopper). */
export function onChunkError(listener: ChunkErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportChunkError(error: unknown, path: string) {
  for (const listener of listeners) listener(error, path);
}

/** Reports a failed chunk and reloads the page for `path` when the guard allows it. */
export function recoverFromChunkError(error: unknown, path: string) {
  reportChunkError(error, path);
  try {
    if (shouldReload(window.sessionStorage, path)) window.location.assign(path);
  } catch (storageError) {
    console.warn('Reload guard unavailable', storageError);
  }
}
