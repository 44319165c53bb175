import { isNativeApp } from './native-shell';

// The offline service worker is registered on load, except inside the native app (which
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

// The browser's own API rather than workbox-window: the landing page's JavaScript budget (90 KB) has no
// room for its 2 KB. The generated worker activates on a { type: 'SKIP_WAITING' } message.
async function register(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // A waiting worker with a controller present is a new version (the first install takes over at once).
  const offerIfWaiting = () => {
    if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  };
  offerIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offerIfWaiting();
    });
  });
  setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
}

/** A new version waits until the user agrees to switch (Reload); the prompt and its toast system load only then. */
function offerUpdate(waiting: ServiceWorker): void {
  import('../pwa/update-prompt')
    .then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
          once: true,
        });
        waiting.postMessage({ type: 'SKIP_WAITING' });
      }),
    )
    .catch((error: unknown) => console.warn('Update prompt failed to load', error));
}
