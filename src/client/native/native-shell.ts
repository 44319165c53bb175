import { SPLASH_MS } from '../../common/limits';

// The native shell: what the phone apps do on start. The Capacitor plugins are imported only inside
// the native app, so the web bundle neither carries nor downloads them.

export const STATUS_BAR_COLOUR = '#8B5CF6';

type CapacitorGlobal = { isNativePlatform?: () => boolean };

/** The native runtime injects `window.Capacitor` before the page's scripts; a browser has none. */
export function isNativeApp(): boolean {
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}

// Native initialisation errors are only logged, never shown.
function logNativeError(error: unknown): void {
  console.error('Native shell error:', error);
}

async function styleStatusBar(): Promise<void> {
  const { StatusBar, Style } = await import('@capacitor/status-bar');
  await StatusBar.setStyle({ style: Style.Light });
  await StatusBar.setBackgroundColor({ color: STATUS_BAR_COLOUR });
}

function hideSplashAfterDelay(): void {
  setTimeout(() => {
    import('@capacitor/splash-screen').then(({ SplashScreen }) => SplashScreen.hide()).catch(logNativeError);
  }, SPLASH_MS);
}

/** Android's back button walks back through the app's history, and leaves the app from its first page. */
async function handleBackButton(): Promise<void> {
  const { App } = await import('@capacitor/app');
  await App.addListener('backButton', ({ canGoBack }) => {
    if (canGoBack) window.history.back();
    else App.exitApp().catch(logNativeError);
  });
}

/** A tapped reminder (a local notification, src/client/lib/wellbeing/device-notifications.ts) opens the pep talk it names. */
async function openTappedReminders(): Promise<void> {
  const { LocalNotifications } = await import('@capacitor/local-notifications');
  await LocalNotifications.addListener('localNotificationActionPerformed', ({ notification }) => {
    const url = (notification.extra as { url?: unknown } | undefined)?.url;
    if (typeof url === 'string' && /^\/(?!\/)/.test(url)) window.location.assign(url);
  });
}

/** Sets up the native shell; does nothing in a browser and never throws. */
export function startNativeShell(): void {
  try {
    if (!isNativeApp()) return;
    hideSplashAfterDelay();
    styleStatusBar().catch(logNativeError);
    handleBackButton().catch(logNativeError);
    openTappedReminders().catch(logNativeError);
  } catch (error) {
    logNativeError(error);
  }
}
