// Headless Chromium has no push service to subscribe at, so the page gets a stand-in PushManager that
// answers as a browser's does (a subscription at Chrome's push service, kept across page loads and
// sign-ins as the browser keeps it), and records what it was asked. `refuseUnsubscribe` in local storage
// makes unsubscribe() fail, as it can when the push service is unreachable.
export function fakePushManager() {
  type Fake = { endpoint: string; toJSON(): object; unsubscribe(): Promise<boolean> };
  const KEY = 'fake-push-endpoint';
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'c2VjcmV0LWF1dGgtMTIzNA' };
  const calls: unknown[] = [];
  (window as unknown as { pushCalls: unknown[] }).pushCalls = calls;
  const stored = (): Fake | null => {
    const endpoint = localStorage.getItem(KEY);
    if (!endpoint) return null;
    return {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        calls.push('unsubscribe');
        if (localStorage.getItem('refuseUnsubscribe')) return false;
        localStorage.removeItem(KEY);
        return true;
      },
    };
  };
  const pushManager = {
    getSubscription: async () => stored(),
    subscribe: async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
      calls.push({
        userVisibleOnly: options.userVisibleOnly,
        key: btoa(String.fromCharCode(...options.applicationServerKey)),
      });
      if (!localStorage.getItem(KEY))
        localStorage.setItem(
          KEY,
          `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`,
        );
      return stored();
    },
  };
  const registration = { pushManager };
  Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve(registration) });
  navigator.serviceWorker.getRegistration = async () => registration as never;
  Object.defineProperty(Notification, 'permission', { get: () => 'granted' });
  Notification.requestPermission = async () => 'granted';
}
