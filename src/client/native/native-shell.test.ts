import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPLASH_MS } from '../../common/limits';
import { STATUS_BAR_COLOUR, startNativeShell } from './native-shell';

// The Capacitor plugins are replaced at their module boundary; Style carries the plugin's documented values.
const native = vi.hoisted(() => ({
  setStyle: vi.fn(),
  setBackgroundColor: vi.fn(),
  hide: vi.fn(),
  addListener: vi.fn(),
  exitApp: vi.fn(),
  onNotification: vi.fn(),
}));
vi.mock('@capacitor/status-bar', () => ({
  StatusBar: { setStyle: native.setStyle, setBackgroundColor: native.setBackgroundColor },
  Style: { Dark: 'DARK', Light: 'LIGHT', Default: 'DEFAULT' },
}));
vi.mock('@capacitor/splash-screen', () => ({ SplashScreen: { hide: native.hide } }));
vi.mock('@capacitor/local-notifications', () => ({
  LocalNotifications: { addListener: native.onNotification },
}));
vi.mock('@capacitor/app', () => ({ App: { addListener: native.addListener, exitApp: native.exitApp } }));

type BackButtonListener = (event: { canGoBack: boolean }) => void;

const historyBack = vi.fn();
const locationAssign = vi.fn();
let consoleError: ReturnType<typeof vi.spyOn>;

/** A window as the native runtime leaves it (`window.Capacitor`), or a browser's without one. */
function stubWindow(isNative: boolean | (() => boolean) | null) {
  const capacitor =
    isNative === null
      ? undefined
      : { isNativePlatform: typeof isNative === 'function' ? isNative : () => isNative };
  vi.stubGlobal('window', {
    Capacitor: capacitor,
    history: { back: historyBack },
    location: { assign: locationAssign },
  });
}

/** Lets the shell's dynamic imports and the promises after them finish. */
async function settle() {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(0);
}

async function backButtonListener(): Promise<BackButtonListener> {
  await settle();
  expect(native.addListener).toHaveBeenCalledTimes(1);
  const [event, listener] = native.addListener.mock.calls[0] as [string, BackButtonListener];
  expect(event).toBe('backButton');
  return listener;
}

beforeEach(() => {
  vi.useFakeTimers();
  for (const fn of Object.values(native)) fn.mockReset().mockResolvedValue(undefined);
  historyBack.mockReset();
  locationAssign.mockReset();
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  consoleError.mockRestore();
});

describe('in the native app', () => {
  beforeEach(() => stubWindow(true));

  it('makes the status bar light on purple #8B5CF6', async () => {
    startNativeShell();
    await settle();
    expect(native.setStyle).toHaveBeenCalledExactlyOnceWith({ style: 'LIGHT' });
    expect(native.setBackgroundColor).toHaveBeenCalledExactlyOnceWith({ color: '#8B5CF6' });
    expect(STATUS_BAR_COLOUR).toBe('#8B5CF6');
  });

  it("opens the pep talk a tapped reminder names, and only the app's own pages", async () => {
    startNativeShell();
    await settle();
    expect(native.onNotification).toHaveBeenCalledTimes(1);
    const [event, listener] = native.onNotification.mock.calls[0] as [
      string,
      (action: { notification: { extra?: unknown } }) => void,
    ];
    expect(event).toBe('localNotificationActionPerformed');
    listener({ notification: { extra: { url: '/?pep-talk=7' } } });
    listener({ notification: { extra: { url: 'https://elsewhere.example/' } } });
    listener({ notification: { extra: { url: '//elsewhere.example/' } } });
    listener({ notification: {} });
    expect(locationAssign.mock.calls).toEqual([['/?pep-talk=7']]);
  });

  it('hides the splash screen at 2,000 ms and not before', async () => {
    startNativeShell();
    await vi.advanceTimersByTimeAsync(SPLASH_MS - 1);
    await settle();
    expect(native.hide).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(native.hide).toHaveBeenCalledTimes(1);
    expect(SPLASH_MS).toBe(2000);
  });

  it('goes back in history when the back button is pressed and there is somewhere to go', async () => {
    startNativeShell();
    const listener = await backButtonListener();
    listener({ canGoBack: true });
    listener({ canGoBack: true });
    expect(historyBack).toHaveBeenCalledTimes(2);
    expect(native.exitApp).not.toHaveBeenCalled();
  });

  it('exits the app when the back button is pressed with no history', async () => {
    startNativeShell();
    const listener = await backButtonListener();
    listener({ canGoBack: false });
    expect(native.exitApp).toHaveBeenCalledTimes(1);
    expect(historyBack).not.toHaveBeenCalled();
  });

  it('logs a failing plugin without throwing, and still sets up the rest', async () => {
    const failure = new Error('StatusBar plugin is not implemented');
    native.setStyle.mockRejectedValue(failure);
    native.exitApp.mockRejectedValue(new Error('exit refused'));

    expect(() => startNativeShell()).not.toThrow();
    const listener = await backButtonListener();
    expect(() => listener({ canGoBack: false })).not.toThrow();
    await vi.advanceTimersByTimeAsync(SPLASH_MS);
    await settle();

    expect(native.hide).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(consoleError.mock.calls.flat()).toEqual(expect.arrayContaining([failure]));
  });

  it('logs a splash screen that will not hide', async () => {
    native.hide.mockRejectedValue(new Error('no splash'));
    startNativeShell();
    await vi.advanceTimersByTimeAsync(SPLASH_MS);
    await settle();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('outside the native app', () => {
  it.each([
    ['a browser (no Capacitor runtime)', null],
    ['Capacitor on the web platform', false],
  ] as const)('does nothing in %s', async (_, isNative) => {
    stubWindow(isNative);
    startNativeShell();
    await vi.advanceTimersByTimeAsync(SPLASH_MS * 5);
    await settle();
    for (const fn of Object.values(native)) expect(fn).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('logs, rather than throws, a runtime that fails to answer whether it is native', async () => {
    stubWindow(() => {
      throw new Error('bridge not ready');
    });
    expect(() => startNativeShell()).not.toThrow();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});
