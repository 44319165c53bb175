import type { eventPush, ReminderSettings } from '../../../common/api/reminders';
import type { Wire } from '../../../common/api/wire';
import { reminderMessage } from '../../../common/reminders';
import { isNativeApp } from '../../native/native-shell';
import { apiUrl, throwIfNotOk } from '../api/api';
import { answer, api } from '../api/api-client';

// How reminders reach this device: Web Push in a browser or the installed web app (the server sends them),
// or local notifications the phone apps schedule themselves from the same settings.

/**
 * 'unsupported': this browser cannot receive push messages; 'blocked': the person (or the browser) has
 * refused notifications for this site; 'ask': the browser will ask; 'allowed': it may show them.
 */
export type NotificationAccess = 'unsupported' | 'blocked' | 'ask' | 'allowed';

export function notificationAccess(): NotificationAccess {
  if (isNativeApp()) return 'ask';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' ? 'allowed' : 'ask';
}

export class NotificationsBlocked extends Error {}
/** This browser's push subscription stays with another account, even after subscribing afresh. */
export class SubscribedForAnotherAccount extends Error {}

const SW_READY_MS = 10_000;

// Base64url (the VAPID key) to the bytes PushManager.subscribe wants.
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether reminders would reach this device: this browser is subscribed, or the phone has them scheduled. */
export async function isSetUpHere(): Promise<boolean> {
  if (isNativeApp()) {
    const { LocalNotifications } = await import('@capacitor/local-notifications');
    const { notifications } = await LocalNotifications.getPending();
    return notifications.some((notification) => NATIVE_IDS.includes(notification.id));
  }
  if (notificationAccess() !== 'allowed') return false;
  return (await browserSubscription()) !== null;
}

/** Asks for permission if need be, subscribes this browser and gives the subscription to the server. */
async function subscribeBrowser(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new NotificationsBlocked();
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    // Without a service worker (development, or its registration failed) `ready` never settles.
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no service worker')), SW_READY_MS)),
  ]);
  const { publicKey } = await answer(api.GET('/api/push/public-key'));
  const subscribe = () =>
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const subscription = (await registration.pushManager.getSubscription()) ?? (await subscribe());
  if (await giveToServer(subscription)) return;
  // Subscribed while another account was signed in here, whose session still lives: that account keeps
  // the endpoint. A fresh subscription (a new endpoint) is this account's, and the old one stops
  // reaching this browser, which shows this person's reminders from now on.
  await subscription.unsubscribe();
  if (!(await giveToServer(await subscribe()))) throw new SubscribedForAnotherAccount();
}

/** POST /api/push/subscriptions; false when another account holds the endpoint (409). */
async function giveToServer(subscription: PushSubscription): Promise<boolean> {
  const response = await fetch(apiUrl('/api/push/subscriptions'), {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(subscription.toJSON()),
  });
  if (response.status === 409) return false;
  await throwIfNotOk(response);
  return true;
}

async function unsubscribeBrowser(): Promise<void> {
  const subscription = await browserSubscription();
  if (!subscription) return;
  await api.DELETE('/api/push/subscriptions', { body: { endpoint: subscription.endpoint } }).catch(() => {});
  await subscription.unsubscribe();
}

// Local notification ids: one per weekday, so changing the days replaces them all.
const NATIVE_IDS = [1, 2, 3, 4, 5, 6, 7];

/** The phone apps: one weekly local notification per chosen day, at the chosen time on the phone's clock. */
async function scheduleOnPhone(settings: ReminderSettings, goalTitle: string | null): Promise<void> {
  const { LocalNotifications } = await import('@capacitor/local-notifications');
  await LocalNotifications.cancel({ notifications: NATIVE_IDS.map((id) => ({ id })) });
  if (!settings.enabled) return;
  const { display } = await LocalNotifications.requestPermissions();
  if (display !== 'granted') throw new NotificationsBlocked();
  const [hour, minute] = settings.time.split(':').map(Number);
  const message = reminderMessage(
    settings.goalId && goalTitle ? { id: settings.goalId, title: goalTitle } : null,
  );
  await LocalNotifications.schedule({
    notifications: settings.days.map((day) => ({
      id: NATIVE_IDS[day] ?? 1,
      title: message.title,
      body: message.body,
      extra: { url: message.url },
      // Capacitor counts weekdays from 1 (Sunday).
      schedule: { on: { weekday: day + 1, hour, minute }, allowWhileIdle: true },
    })),
  });
}

/**
 * Brings this device in line with saved settings: subscribed (or scheduled) while on, not while off,
 * unless `keepSubscribed` (event pushes are waiting for this browser).
 */
export async function applyOnDevice(
  settings: ReminderSettings,
  goalTitle: string | null,
  { keepSubscribed = false } = {},
): Promise<void> {
  if (isNativeApp()) return scheduleOnPhone(settings, goalTitle);
  if (notificationAccess() === 'unsupported') return;
  if (settings.enabled) return subscribeBrowser();
  if (keepSubscribed) return;
  return unsubscribeBrowser();
}

type EventPush = Wire<typeof eventPush>;

/** This browser cannot show notifications at all. */
export class NotificationsUnsupported extends Error {}

// Local notification ids of event pushes: past the weekly reminders' (1 to 7).
const EVENT_ID_BASE = 1000;

/**
 * Makes sure the push on the morning of an event reaches this device: the phone apps schedule it as a
 * local notification at its time; a browser subscribes to Web Push (the server sends it).
 */
export async function deliverEventHere(push: EventPush): Promise<void> {
  if (isNativeApp()) {
    const { LocalNotifications } = await import('@capacitor/local-notifications');
    const { display } = await LocalNotifications.requestPermissions();
    if (display !== 'granted') throw new NotificationsBlocked();
    await LocalNotifications.schedule({
      notifications: [
        {
          id: EVENT_ID_BASE + push.id,
          title: push.message.title,
          body: push.message.body,
          extra: { url: push.message.url },
          schedule: { at: new Date(push.dueAt), allowWhileIdle: true },
        },
      ],
    });
    return;
  }
  if (notificationAccess() === 'unsupported') throw new NotificationsUnsupported();
  return subscribeBrowser();
}

/** A cancelled event push: the phone apps take its local notification off the schedule. */
export async function forgetEventHere(id: number): Promise<void> {
  if (!isNativeApp()) return;
  const { LocalNotifications } = await import('@capacitor/local-notifications');
  await LocalNotifications.cancel({ notifications: [{ id: EVENT_ID_BASE + id }] });
}
