import { isNativeApp } from './native-shell';

// SPEC §2: the offline service worker is registered on load, except inside the native app (which
// already has its files locally) and in development (Vite's dev server has no sw.js).

// A tab left open (an installed app) still finds a new version.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || isNativeApp()) return;
  // /hard-refresh is removing the worker; registering it again there would race that.
  if (window.location.pathname === '/hard-refresh') return;
  const start = () => {
    register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // A new version installed in the background waits until the user agrees to switch (Reload).
  // The prompt (and the toast system it shows in) loads only then, not on every page.
  workbox.addEventListener('waiting', () => {
    import('../pwa/update-prompt')
      .then(({ showUpdatePrompt }) =>
        showUpdatePrompt(() => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        }),
      )
      .catch((error: unknown) => console.warn('Update prompt failed to load', error));
  });
  const registration = await workbox.register();
  if (registration) setInterval(() => void workbox.update().catch(() => {}), UPDATE_CHECK_MS);
}
