/**
 * The cache-version check of spec section 4: when the stored version differs from the app's or cannot be read,
 * local and session storage, service workers and caches are wiped and the version is stored again.
 */
import { APP_VERSION } from '@camping/contracts/domain';

export const VERSION_KEY = 'app_version';

export async function wipeBrowserCaches(): Promise<void> {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch (error) {
    console.error('No se pudo limpiar el almacenamiento local', error);
  }
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

export async function ensureCacheVersion(): Promise<void> {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(VERSION_KEY);
  } catch (error) {
    console.error('No se pudo leer la versión de caché', error);
  }
  if (stored === APP_VERSION) return;
  await wipeBrowserCaches();
  try {
    localStorage.setItem(VERSION_KEY, APP_VERSION);
  } catch (error) {
    console.error('No se pudo guardar la versión de caché', error);
  }
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
