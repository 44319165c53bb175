// Reminders and the pushes on the morning of an event by Web Push, imported into the generated service
// worker (vite.config.ts importScripts): shows the server's message and, when it is tapped, opens the app
// on the fresh speech it names.
self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icon-192.png',
      // A morning-of-the-event push has a tag of its own, so it does not replace the daily reminder.
      tag: typeof message.tag === 'string' ? message.tag : 'uplift-reminder',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only this app's own pages: the URL came over the network.
  const url = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(self.clients.openWindow(url.href));
});
