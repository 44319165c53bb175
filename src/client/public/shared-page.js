// A shared speech's public page (/s/:id, rendered by the server): registers the app's service worker and
// puts the page and its audio in the cache the worker answers /s/ from (SHARED_PAGES_CACHE in
// src/client/pwa/cache-rules.ts), so the page opened once works offline. Served as is, not bundled.
if ('serviceWorker' in navigator && window.isSecureContext) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(async () => {
        const cache = await caches.open('uplift-shared');
        const audio = document.querySelector('audio');
        const urls = [location.pathname, ...(audio ? [new URL(audio.src).pathname] : [])];
        await Promise.all(
          urls.map(async (url) => {
            if (!(await cache.match(url))) await cache.add(url);
          }),
        );
      })
      .catch((error) => console.warn('This page could not be saved for offline use', error));
  });
}
