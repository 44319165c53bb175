import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withRemindersApp } from '../../../tests/setup/reminders-app';
import { callAs, signUp } from '../../../tests/setup/session';
import { deleteUserSessions } from '../auth/session-store';
import { pushSubscriptions, reminders } from '../db/schema';
import { SUBSCRIPTIONS_PER_USER } from './push-subscriptions';

const t = withRemindersApp();

const call = (...args: Parameters<ReturnType<typeof callAs>>) => callAs(t.app)(...args);

const settings = { enabled: true, time: '07:45', days: [5, 1, 3], timeZone: 'Australia/Sydney' };

async function createGoal(cookie: string, title = 'Run a 10k') {
  const response = await call(cookie, 'POST', '/api/goals', { title, category: 'fitness' });
  return response.json().id as number;
}

describe('GET and PUT /api/reminders', () => {
  it('starts off, then saves and returns the settings with the days in order', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call(cookie, 'GET', '/api/reminders')).json()).toEqual({
      enabled: false,
      time: '08:00',
      days: [1, 2, 3, 4, 5],
      goalId: null,
      timeZone: 'UTC',
    });
    const goalId = await createGoal(cookie);
    const saved = await call(cookie, 'PUT', '/api/reminders', { ...settings, goalId });
    expect(saved.statusCode).toBe(200);
    const expected = { ...settings, days: [1, 3, 5], goalId };
    expect(saved.json()).toEqual(expected);
    expect((await call(cookie, 'GET', '/api/reminders')).json()).toEqual(expected);
    const off = await call(cookie, 'PUT', '/api/reminders', { ...settings, enabled: false });
    expect(off.json()).toEqual({ ...expected, enabled: false, goalId: null });
  });

  it('schedules the next firing when on, in the given zone, and none when off', async () => {
    const { cookie, user } = await signUp(t.app);
    await call(cookie, 'PUT', '/api/reminders', settings);
    const [row] = await t.database.db.select().from(reminders).where(eq(reminders.userId, user.id));
    const due = row?.nextDueAt ?? new Date(0);
    expect(due.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Australia/Sydney',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(due);
    expect(local).toMatch(/^(Mon|Wed|Fri) 07:45$/);
    await call(cookie, 'PUT', '/api/reminders', { ...settings, enabled: false });
    const [off] = await t.database.db.select().from(reminders).where(eq(reminders.userId, user.id));
    expect(off?.nextDueAt).toBeNull();
  });

  it.each([
    ['a time zone that does not exist', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a time past midnight', { time: '24:00' }, 'time'],
    ['a time without minutes', { time: '7' }, 'time'],
    ['a weekday past Saturday', { days: [7] }, 'days'],
    ['a repeated weekday', { days: [1, 1] }, 'days'],
    ['a fractional weekday', { days: [1.5] }, 'days'],
    ['enabled as text', { enabled: 'yes' }, 'enabled'],
    ['a goal id of zero', { goalId: 0 }, 'goalId'],
  ])('refuses %s with 400', async (_name, change, field) => {
    const { cookie } = await signUp(t.app);
    const response = await call(cookie, 'PUT', '/api/reminders', { ...settings, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('refuses a missing time zone', async () => {
    const { cookie } = await signUp(t.app);
    const { timeZone: _, ...withoutZone } = settings;
    expect((await call(cookie, 'PUT', '/api/reminders', withoutZone)).statusCode).toBe(400);
  });

  it("answers another user's goal as not found, and forgets a goal when it is deleted", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const goalId = await createGoal(owner.cookie);
    const taken = await call(other.cookie, 'PUT', '/api/reminders', { ...settings, goalId });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual({ message: 'Goal not found' });
    await call(owner.cookie, 'PUT', '/api/reminders', { ...settings, goalId });
    await call(owner.cookie, 'DELETE', `/api/goals/${goalId}`);
    expect((await call(owner.cookie, 'GET', '/api/reminders')).json().goalId).toBeNull();
  });
});

describe('push subscriptions', () => {
  const subscriptionsOf = (userId: string) =>
    t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('gives the VAPID public key browsers subscribe with', async () => {
    const { cookie } = await signUp(t.app);
    expect((await call(cookie, 'GET', '/api/push/public-key')).json()).toEqual({
      publicKey: t.vapid.publicKey,
    });
  });

  it('saves a subscription (201), replaces it when the browser subscribes again, and deletes it (204)', async () => {
    const { cookie, user } = await signUp(t.app);
    const subscription = t.pushService.subscribe(t.vapid.publicKey);
    const created = await call(cookie, 'POST', '/api/push/subscriptions', subscription);
    expect(created.statusCode).toBe(201);
    expect(created.body).toBe('');
    const renewed = { ...subscription, keys: t.pushService.subscribe(t.vapid.publicKey).keys };
    expect((await call(cookie, 'POST', '/api/push/subscriptions', renewed)).statusCode).toBe(201);
    expect(await subscriptionsOf(user.id)).toMatchObject([
      { endpoint: subscription.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth },
    ]);
    const deleted = await call(cookie, 'DELETE', '/api/push/subscriptions', {
      endpoint: subscription.endpoint,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it(`keeps a user's newest ${SUBSCRIPTIONS_PER_USER} subscriptions, letting the oldest go`, async () => {
    const { cookie, user } = await signUp(t.app);
    const browsers = Array.from({ length: SUBSCRIPTIONS_PER_USER + 2 }, () =>
      t.pushService.subscribe(t.vapid.publicKey),
    );
    for (const browser of browsers)
      expect((await call(cookie, 'POST', '/api/push/subscriptions', browser)).statusCode).toBe(201);
    const kept = (await subscriptionsOf(user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
    // Subscribing again counts as new: the browser that did is kept when the next one comes.
    expect((await call(cookie, 'POST', '/api/push/subscriptions', browsers[2])).statusCode).toBe(201);
    const newcomer = t.pushService.subscribe(t.vapid.publicKey);
    expect((await call(cookie, 'POST', '/api/push/subscriptions', newcomer)).statusCode).toBe(201);
    const now = (await subscriptionsOf(user.id)).map((row) => row.endpoint);
    expect(now).toHaveLength(SUBSCRIPTIONS_PER_USER);
    expect(now).toContain(browsers[2]?.endpoint);
    expect(now).not.toContain(browsers[3]?.endpoint);
  });

  it('refuses (409) a subscription another account holds, and leaves it with that account', async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const subscription = t.pushService.subscribe(t.vapid.publicKey);
    expect((await call(owner.cookie, 'POST', '/api/push/subscriptions', subscription)).statusCode).toBe(201);
    const stolen = { ...subscription, keys: t.pushService.subscribe(t.vapid.publicKey).keys };
    const refused = await call(other.cookie, 'POST', '/api/push/subscriptions', stolen);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This browser’s notifications belong to another account');
    expect(await subscriptionsOf(other.user.id)).toEqual([]);
    expect(await subscriptionsOf(owner.user.id)).toMatchObject([
      { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh },
    ]);
  });

  it('refuses endpoints that are not a push service, and keys that are not base64url', async () => {
    const { cookie, user } = await signUp(t.app);
    const { keys } = t.pushService.subscribe(t.vapid.publicKey);
    for (const endpoint of [
      'https://169.254.169.254/latest',
      'https://127.0.0.1:1/push/x',
      'http://fcm.googleapis.com/x',
    ]) {
      const response = await call(cookie, 'POST', '/api/push/subscriptions', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
    }
    const badKeys = {
      endpoint: t.pushService.subscribe(t.vapid.publicKey).endpoint,
      keys: { p256dh: 'a b', auth: keys.auth },
    };
    expect((await call(cookie, 'POST', '/api/push/subscriptions', badKeys)).statusCode).toBe(400);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('refuses (400) endpoints another URL parser reads as an internal host, as web-push used to connect', async () => {
    const { cookie, user } = await signUp(t.app);
    const { keys } = t.pushService.subscribe(t.vapid.publicKey);
    for (const endpoint of [
      'https://127.0.0.1;.push.apple.com/x',
      'https://127.0.0.1`.push.apple.com/x',
      'https://169.254.169.254;.push.apple.com/latest/meta-data',
      'https://169.254.169.254`.push.apple.com/latest/meta-data',
      'https://user@web.push.apple.com/x',
      `${t.pushService.origin}/push;x`,
    ]) {
      const response = await call(cookie, 'POST', '/api/push/subscriptions', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
    }
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it("answers a delete of another user's subscription as not found and keeps it", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const subscription = t.pushService.subscribe(t.vapid.publicKey);
    await call(owner.cookie, 'POST', '/api/push/subscriptions', subscription);
    const response = await call(other.cookie, 'DELETE', '/api/push/subscriptions', {
      endpoint: subscription.endpoint,
    });
    expect(response.statusCode).toBe(404);
    expect(await subscriptionsOf(owner.user.id)).toHaveLength(1);
  });

  it("removes a device's subscriptions when it signs out, and all of them on signing out everywhere or deleting the account", async () => {
    const { cookie, user, email, password } = await signUp(t.app);
    await call(cookie, 'POST', '/api/push/subscriptions', t.pushService.subscribe(t.vapid.publicKey));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    const second = `uplift_session=${login.cookies.find((c) => c.name === 'uplift_session')?.value}`;
    await call(second, 'POST', '/api/push/subscriptions', t.pushService.subscribe(t.vapid.publicKey));
    expect(await subscriptionsOf(user.id)).toHaveLength(2);

    await call(cookie, 'POST', '/api/auth/logout');
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    // Signing out everywhere (what a password reset does) leaves none.
    await call(second, 'POST', '/api/push/subscriptions', t.pushService.subscribe(t.vapid.publicKey));
    await deleteUserSessions(t.database.db, user.id);
    expect(await subscriptionsOf(user.id)).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    const third = `uplift_session=${again.cookies.find((c) => c.name === 'uplift_session')?.value}`;
    await call(third, 'POST', '/api/push/subscriptions', t.pushService.subscribe(t.vapid.publicKey));
    expect(await subscriptionsOf(user.id)).toHaveLength(1);
    const deleted = await call(third, 'DELETE', '/api/account', { password });
    expect(deleted.statusCode).toBe(200);
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });
});
