import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventMessage } from '../../../common/reminders';
import {
  applyOnDevice,
  deliverEventHere,
  forgetEventHere,
  isSetUpHere,
  NotificationsBlocked,
  NotificationsUnsupported,
  notificationAccess,
} from './device-notifications';

// The phone apps' part: the Local Notifications plugin is replaced at its module boundary.
const plugin = vi.hoisted(() => ({
  cancel: vi.fn(),
  schedule: vi.fn(),
  requestPermissions: vi.fn(),
  getPending: vi.fn(),
}));
vi.mock('@capacitor/local-notifications', () => ({ LocalNotifications: plugin }));

const settings = { enabled: true, time: '07:05', days: [0, 3], goalId: 9, timeZone: 'Europe/Rome' };

function stubBrowser(globals: { native?: boolean; push?: boolean; permission?: NotificationPermission }) {
  const { native = false, push = true, permission = 'default' } = globals;
  vi.stubGlobal('window', {
    Capacitor: native ? { isNativePlatform: () => true } : undefined,
    ...(push ? { PushManager: class {}, Notification: {} } : {}),
  });
  vi.stubGlobal('navigator', push ? { serviceWorker: {} } : {});
  vi.stubGlobal('Notification', { permission });
}

beforeEach(() => {
  for (const fn of Object.values(plugin)) fn.mockReset().mockResolvedValue(undefined);
  plugin.requestPermissions.mockResolvedValue({ display: 'granted' });
});
afterEach(() => vi.unstubAllGlobals());

describe('in the phone apps', () => {
  beforeEach(() => stubBrowser({ native: true }));

  it('schedules a weekly local notification for each chosen day at the chosen time, replacing the old ones', async () => {
    await applyOnDevice(settings, 'Finish the thesis');
    expect(plugin.cancel).toHaveBeenCalledWith({
      notifications: [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id })),
    });
    expect(plugin.cancel.mock.invocationCallOrder[0]).toBeLessThan(
      plugin.schedule.mock.invocationCallOrder[0] ?? 0,
    );
    const message = {
      title: 'Uplift',
      body: 'Your pep talk for Finish the thesis is ready',
      extra: { url: '/?pep-talk=9' },
    };
    expect(plugin.schedule).toHaveBeenCalledExactlyOnceWith({
      notifications: [
        // Sunday and Wednesday; Capacitor counts weekdays from 1 (Sunday).
        { id: 1, ...message, schedule: { on: { weekday: 1, hour: 7, minute: 5 }, allowWhileIdle: true } },
        { id: 4, ...message, schedule: { on: { weekday: 4, hour: 7, minute: 5 }, allowWhileIdle: true } },
      ],
    });
  });

  it('counts as set up here while its notifications are pending', async () => {
    plugin.getPending.mockResolvedValue({ notifications: [{ id: 4 }] });
    expect(await isSetUpHere()).toBe(true);
    plugin.getPending.mockResolvedValue({ notifications: [{ id: 99 }] });
    expect(await isSetUpHere()).toBe(false);
  });

  it('only cancels them when reminders are turned off', async () => {
    await applyOnDevice({ ...settings, enabled: false }, null);
    expect(plugin.cancel).toHaveBeenCalledTimes(1);
    expect(plugin.requestPermissions).not.toHaveBeenCalled();
    expect(plugin.schedule).not.toHaveBeenCalled();
  });

  it('reports notifications the phone refuses, and schedules nothing', async () => {
    plugin.requestPermissions.mockResolvedValue({ display: 'denied' });
    await expect(applyOnDevice(settings, null)).rejects.toBeInstanceOf(NotificationsBlocked);
    expect(plugin.schedule).not.toHaveBeenCalled();
  });
});

describe('the push on the morning of an event', () => {
  const push = {
    id: 12,
    speechId: 40,
    event: 'your interview',
    eventDate: '2026-03-16',
    time: '07:30',
    timeZone: 'Europe/Rome',
    dueAt: '2026-03-16T06:30:00.000Z',
    sentAt: null,
    message: eventMessage({ id: 12, event: 'your interview' }),
  };

  it('is a local notification the phone apps schedule for its instant, and take off when it is cancelled', async () => {
    stubBrowser({ native: true });
    await deliverEventHere(push);
    expect(plugin.schedule).toHaveBeenCalledExactlyOnceWith({
      notifications: [
        {
          id: 1012,
          title: 'Uplift',
          body: "It's your interview today. Your speech is ready.",
          extra: { url: '/?morning=12' },
          schedule: { at: new Date('2026-03-16T06:30:00.000Z'), allowWhileIdle: true },
        },
      ],
    });
    // The weekly reminders' notifications are left as they are.
    expect(plugin.cancel).not.toHaveBeenCalled();
    await forgetEventHere(12);
    expect(plugin.cancel).toHaveBeenCalledExactlyOnceWith({ notifications: [{ id: 1012 }] });
  });

  it('is refused where the phone refuses notifications, or the browser has none', async () => {
    stubBrowser({ native: true });
    plugin.requestPermissions.mockResolvedValue({ display: 'denied' });
    await expect(deliverEventHere(push)).rejects.toBeInstanceOf(NotificationsBlocked);
    expect(plugin.schedule).not.toHaveBeenCalled();
    stubBrowser({ push: false });
    await expect(deliverEventHere(push)).rejects.toBeInstanceOf(NotificationsUnsupported);
  });
});

describe('notificationAccess in a browser', () => {
  it('is unsupported without the Push API', () => {
    stubBrowser({ push: false });
    expect(notificationAccess()).toBe('unsupported');
  });

  it('follows the notification permission', () => {
    stubBrowser({ permission: 'denied' });
    expect(notificationAccess()).toBe('blocked');
    stubBrowser({ permission: 'default' });
    expect(notificationAccess()).toBe('ask');
    stubBrowser({ permission: 'granted' });
    expect(notificationAccess()).toBe('allowed');
  });
});
