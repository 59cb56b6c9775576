/**
 * The cache-version check of spec section 4: when the stored version differs from the app's or cannot be read,
 * local and session storage, service workers and caches are wiped and the version is stored again.
 */
import { APP_VERSION } from '@camping/contracts/domain';

export const VERSION_KEY = 'app_version';

function wipeStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch (error) {
    console.error('No se pudo limpiar el almacenamiento local', error);
  }
}

async function wipeWorkersAndCaches(): Promise<void> {
  try {
    if ('serviceWorker' in navigator) {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((r) => r.unregister()));
    }
    if ('caches' in window) {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch (error) {
    console.error('No se pudieron limpiar las cachés', error);
  }
}

function storeVersion(): void {
  try {
    localStorage.setItem(VERSION_KEY, APP_VERSION);
  } catch (error) {
    console.error('No se pudo guardar la versión de caché', error);
  }
}

export async function wipeBrowserCaches(): Promise<void> {
  wipeStorage();
  await wipeWorkersAndCaches();
}

/**
 * Runs before the first render. Storage is wiped at once, so nothing reads a stale value; service workers and the
 * Cache API, which the page never reads, are cleared in the background (the returned promise): on a first visit,
 * as every Lighthouse run is, waiting for them held the first render 40-150 ms on a throttled phone. The version is
 * stored once both are done, so an interrupted wipe is done again on the next load.
 */
export function ensureCacheVersion(): Promise<void> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(VERSION_KEY);
  } catch (error) {
    console.error('No se pudo leer la versión de caché', error);
  }
  if (stored === APP_VERSION) return Promise.resolve();
  wipeStorage();
  return wipeWorkersAndCaches().then(storeVersion);
}

/** The broom button: a forced wipe, then a reload. */
export async function wipeAndReload(): Promise<void> {
  await wipeBrowserCaches();
  try {
    localStorage.setItem(VERSION_KEY, APP_VERSION);
  } catch {
    // Storage unavailable: the next load wipes again, which is harmless.
  }
  window.location.reload();
}
