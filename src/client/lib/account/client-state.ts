import { OFFLINE_CACHES } from '../../pwa/cache-rules';

// What the logout and recovery pages wipe from the browser (/logout, /force-logout, /hard-refresh).

import { apiUrl } from '../api/api';

export function clearStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage can be disabled (private modes); nothing to clear then.
  }
}

/** Expires every cookie script can see; the httpOnly session cookie is ended by the server's logout. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring cookies needs the raw API (Cookie Store is not in Safari).
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export async function clearCaches(): Promise<void> {
  if ('caches' in window) {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
  if ('serviceWorker' in navigator) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
}

/**
 * The service worker's offline copies of one user's API answers and audio. Cleared whenever the
 * signed-in person changes (sign-out, account deletion, sign-in), so on a shared device nobody reads
 * someone else's speeches offline. The app shell's precache stays.
 */
export async function clearOfflineUserData(): Promise<void> {
  if (!('caches' in window)) return;
  await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name))).catch(() => {});
}

export async function clearIndexedDb(): Promise<void> {
  if (!('indexedDB' in window) || typeof indexedDB.databases !== 'function') return;
  const databases = await indexedDB.databases();
  await Promise.all(
    databases.map(
      (database) =>
        new Promise<void>((resolve) => {
          if (!database.name) return resolve();
          const request = indexedDB.deleteDatabase(database.name);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}

/** Posts logout and ignores the outcome: the page is leaving either way. */
export async function postLogout(): Promise<boolean> {
  try {
    const response = await fetch(apiUrl('/api/auth/logout'), {
      method: 'POST',
      credentials: 'include',
    });
    return response.ok;
  } catch {
    return false;
  }
}
