import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { remindersTest as it } from '../../../tests/setup/fixtures';
import { callAs, signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import { deleteUserSessions } from '../auth/session-store';
import type { Database } from '../db/client';
import { pushSubscriptions, reminders } from '../db/schema';
import { SUBSCRIPTIONS_PER_USER } from './push-subscriptions';

const call = (app: App, ...args: Parameters<ReturnType<typeof callAs>>) => callAs(app)(...args);

const settings = { enabled: true, time: '07:45', days: [5, 1, 3], timeZone: 'Australia/Sydney' };

async function createGoal(app: App, cookie: string, title = 'Run a 10k') {
  const response = await call(app, cookie, 'POST', '/api/goals', { title, category: 'fitness' });
  return response.json().id as number;
}

describe('GET and PUT /api/reminders', () => {
  it('starts off, then saves and returns the settings with the days in order', async ({ app }) => {
    const { cookie } = await signUp(app);
    expect((await call(app, cookie, 'GET', '/api/reminders')).json()).toEqual({
      enabled: false,
      time: '08:00',
      days: [1, 2, 3, 4, 5],
      goalId: null,
      timeZone: 'UTC',
    });
    const goalId = await createGoal(app, cookie);
    const saved = await call(app, cookie, 'PUT', '/api/reminders', { ...settings, goalId });
    expect(saved.statusCode).toBe(200);
    const expected = { ...settings, days: [1, 3, 5], goalId };
    expect(saved.json()).toEqual(expected);
    expect((await call(app, cookie, 'GET', '/api/reminders')).json()).toEqual(expected);
    const off = await call(app, cookie, 'PUT', '/api/reminders', { ...settings, enabled: false });
    expect(off.json()).toEqual({ ...expected, enabled: false, goalId: null });
  });

  it('schedules the next firing when on, in the given zone, and none when off', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    await call(app, cookie, 'PUT', '/api/reminders', settings);
    const [row] = await database.db.select().from(reminders).where(eq(reminders.userId, user.id));
    const due = row?.nextDueAt ?? new Date(0);
    expect(due.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Australia/Sydney',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    }).format(due);
    expect(local).toMatch(/^(Mon|Wed|Fri) 07:45$/);
    await call(app, cookie, 'PUT', '/api/reminders', { ...settings, enabled: false });
    const [off] = await database.db.select().from(reminders).where(eq(reminders.userId, user.id));
    expect(off?.nextDueAt).toBeNull();
  });

  it.for([
    ['a time zone that does not exist', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a time past midnight', { time: '24:00' }, 'time'],
    ['a time without minutes', { time: '7' }, 'time'],
    ['a weekday past Saturday', { days: [7] }, 'days'],
    ['a repeated weekday', { days: [1, 1] }, 'days'],
    ['a fractional weekday', { days: [1.5] }, 'days'],
    ['enabled as text', { enabled: 'yes' }, 'enabled'],
    ['a goal id of zero', { goalId: 0 }, 'goalId'],
  ] as [string, Record<string, unknown>, string][])(
    'refuses %s with 400',
    async ([_name, change, field], { app }) => {
      const { cookie } = await signUp(app);
      const response = await call(app, cookie, 'PUT', '/api/reminders', { ...settings, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    },
  );

  it('refuses a missing time zone', async ({ app }) => {
    const { cookie } = await signUp(app);
    const { timeZone: _, ...withoutZone } = settings;
    expect((await call(app, cookie, 'PUT', '/api/reminders', withoutZone)).statusCode).toBe(400);
  });

  it("answers another user's goal as not found, and forgets a goal when it is deleted", async ({ app }) => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const goalId = await createGoal(app, owner.cookie);
    const taken = await call(app, other.cookie, 'PUT', '/api/reminders', { ...settings, goalId });
    expect(taken.statusCode).toBe(404);
    expect(taken.json()).toEqual({ message: 'Goal not found' });
    await call(app, owner.cookie, 'PUT', '/api/reminders', { ...settings, goalId });
    await call(app, owner.cookie, 'DELETE', `/api/goals/${goalId}`);
    expect((await call(app, owner.cookie, 'GET', '/api/reminders')).json().goalId).toBeNull();
  });
});

describe('push subscriptions', () => {
  const subscriptionsOf = (database: Database, userId: string) =>
    database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it('gives the VAPID public key browsers subscribe with', async ({ app, vapid }) => {
    const { cookie } = await signUp(app);
    expect((await call(app, cookie, 'GET', '/api/push/public-key')).json()).toEqual({
      publicKey: vapid.publicKey,
    });
  });

  it('saves a subscription (201), replaces it when the browser subscribes again, and deletes it (204)', async ({
    app,
    pushService,
    vapid,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const subscription = pushService.subscribe(vapid.publicKey);
    const created = await call(app, cookie, 'POST', '/api/push/subscriptions', subscription);
    expect(created.statusCode).toBe(201);
    expect(created.body).toBe('');
    const renewed = { ...subscription, keys: pushService.subscribe(vapid.publicKey).keys };
    expect((await call(app, cookie, 'POST', '/api/push/subscriptions', renewed)).statusCode).toBe(201);
    expect(await subscriptionsOf(database, user.id)).toMatchObject([
      { endpoint: subscription.endpoint, p256dh: renewed.keys.p256dh, auth: renewed.keys.auth },
    ]);
    const deleted = await call(app, cookie, 'DELETE', '/api/push/subscriptions', {
      endpoint: subscription.endpoint,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await subscriptionsOf(database, user.id)).toEqual([]);
  });

  it(`keeps a user's newest ${SUBSCRIPTIONS_PER_USER} subscriptions, letting the oldest go`, async ({
    app,
    pushService,
    vapid,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const browsers = Array.from({ length: SUBSCRIPTIONS_PER_USER + 2 }, () =>
      pushService.subscribe(vapid.publicKey),
    );
    for (const browser of browsers)
      expect((await call(app, cookie, 'POST', '/api/push/subscriptions', browser)).statusCode).toBe(201);
    const kept = (await subscriptionsOf(database, user.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      browsers
        .slice(2)
        .map((b) => b.endpoint)
        .sort(),
    );
    // Subscribing again counts as new: the browser that did is kept when the next one comes.
    expect((await call(app, cookie, 'POST', '/api/push/subscriptions', browsers[2])).statusCode).toBe(201);
    const newcomer = pushService.subscribe(vapid.publicKey);
    expect((await call(app, cookie, 'POST', '/api/push/subscriptions', newcomer)).statusCode).toBe(201);
    const now = (await subscriptionsOf(database, user.id)).map((row) => row.endpoint);
    expect(now).toHaveLength(SUBSCRIPTIONS_PER_USER);
    expect(now).toContain(browsers[2]?.endpoint);
    expect(now).not.toContain(browsers[3]?.endpoint);
  });

  it('refuses (409) a subscription another account holds, and leaves it with that account', async ({
    app,
    pushService,
    vapid,
    database,
  }) => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const subscription = pushService.subscribe(vapid.publicKey);
    expect((await call(app, owner.cookie, 'POST', '/api/push/subscriptions', subscription)).statusCode).toBe(
      201,
    );
    const stolen = { ...subscription, keys: pushService.subscribe(vapid.publicKey).keys };
    const refused = await call(app, other.cookie, 'POST', '/api/push/subscriptions', stolen);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This browser’s notifications belong to another account');
    expect(await subscriptionsOf(database, other.user.id)).toEqual([]);
    expect(await subscriptionsOf(database, owner.user.id)).toMatchObject([
      { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh },
    ]);
  });

  it('refuses endpoints that are not a push service, and keys that are not base64url', async ({
    app,
    pushService,
    vapid,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const { keys } = pushService.subscribe(vapid.publicKey);
    for (const endpoint of [
      'https://169.254.169.254/latest',
      'https://127.0.0.1:1/push/x',
      'http://fcm.googleapis.com/x',
    ]) {
      const response = await call(app, cookie, 'POST', '/api/push/subscriptions', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
    }
    const badKeys = {
      endpoint: pushService.subscribe(vapid.publicKey).endpoint,
      keys: { p256dh: 'a b', auth: keys.auth },
    };
    expect((await call(app, cookie, 'POST', '/api/push/subscriptions', badKeys)).statusCode).toBe(400);
    expect(await subscriptionsOf(database, user.id)).toEqual([]);
  });

  it('refuses (400) endpoints another URL parser reads as an internal host, as web-push used to connect', async ({
    app,
    pushService,
    vapid,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const { keys } = pushService.subscribe(vapid.publicKey);
    for (const endpoint of [
      'https://127.0.0.1;.push.apple.com/x',
      'https://127.0.0.1`.push.apple.com/x',
      'https://169.254.169.254;.push.apple.com/latest/meta-data',
      'https://169.254.169.254`.push.apple.com/latest/meta-data',
      'https://user@web.push.apple.com/x',
      `${pushService.origin}/push;x`,
    ]) {
      const response = await call(app, cookie, 'POST', '/api/push/subscriptions', { endpoint, keys });
      expect(response.statusCode, endpoint).toBe(400);
    }
    expect(await subscriptionsOf(database, user.id)).toEqual([]);
  });

  it("answers a delete of another user's subscription as not found and keeps it", async ({
    app,
    pushService,
    vapid,
    database,
  }) => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const subscription = pushService.subscribe(vapid.publicKey);
    await call(app, owner.cookie, 'POST', '/api/push/subscriptions', subscription);
    const response = await call(app, other.cookie, 'DELETE', '/api/push/subscriptions', {
      endpoint: subscription.endpoint,
    });
    expect(response.statusCode).toBe(404);
    expect(await subscriptionsOf(database, owner.user.id)).toHaveLength(1);
  });

  it("removes a device's subscriptions when it signs out, and all of them on signing out everywhere or deleting the account", async ({
    app,
    pushService,
    vapid,
    database,
  }) => {
    const { cookie, user, email, password } = await signUp(app);
    await call(app, cookie, 'POST', '/api/push/subscriptions', pushService.subscribe(vapid.publicKey));
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    const second = `uplift_session=${login.cookies.find((c) => c.name === 'uplift_session')?.value}`;
    await call(app, second, 'POST', '/api/push/subscriptions', pushService.subscribe(vapid.publicKey));
    expect(await subscriptionsOf(database, user.id)).toHaveLength(2);

    await call(app, cookie, 'POST', '/api/auth/logout');
    expect(await subscriptionsOf(database, user.id)).toHaveLength(1);
    // Signing out everywhere (what a password reset does) leaves none.
    await call(app, second, 'POST', '/api/push/subscriptions', pushService.subscribe(vapid.publicKey));
    await deleteUserSessions(database.db, user.id);
    expect(await subscriptionsOf(database, user.id)).toEqual([]);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    const third = `uplift_session=${again.cookies.find((c) => c.name === 'uplift_session')?.value}`;
    await call(app, third, 'POST', '/api/push/subscriptions', pushService.subscribe(vapid.publicKey));
    expect(await subscriptionsOf(database, user.id)).toHaveLength(1);
    const deleted = await call(app, third, 'DELETE', '/api/account', { password });
    expect(deleted.statusCode).toBe(200);
    expect(await subscriptionsOf(database, user.id)).toEqual([]);
  });
});
