import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { setUser } from '../../../tests/setup/billing-app';
import { billingTest } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import type { App } from '../app';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';
import { addNotification } from './notification-store';
import { notifyUsage, usageColumns } from './usage-notifications';

const it = billingTest.extend('payments', { scope: 'file' }, null);

const list = (app: App, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie } });
const markRead = (app: App, cookie: string, payload?: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/notifications/read',
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const noticesOf = (database: Database, userId: string) =>
  database.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

/** The user's usage as the quota update returns it. */
async function usageOf(database: Database, userId: string) {
  const [usage] = await database.db.select(usageColumns).from(users).where(eq(users.id, userId));
  if (!usage) throw new Error('no such user');
  return usage;
}

async function withNotices(app: App, database: Database, count: number) {
  const { cookie, user } = await signUp(app);
  for (let i = 1; i <= count; i += 1) {
    await addNotification(database.db, user.id, {
      kind: 'plan_change',
      title: `Notice ${i}`,
      body: 'Body',
    });
  }
  const ids = (await noticesOf(database, user.id)).map((notice) => notice.id);
  return { cookie, userId: user.id as string, ids };
}

describe('notifyUsage', () => {
  it('warns once at 80% and once at the limit in a period, and again in the next period', async ({
    app,
    database,
  }) => {
    const { user } = await signUp(app);
    const periodStart = new Date('2026-11-01T00:00:00Z');
    const plan = { subscriptionStatus: 'active', subscriptionTier: 'starter', speechLimit: 20 } as const;
    const kinds = async () => (await noticesOf(database, user.id)).map((notice) => notice.kind);
    const use = async (speechesUsed: number, start = periodStart) => {
      await setUser(database.db, user.id, { ...plan, speechesUsed, currentPeriodStart: start });
      await notifyUsage(database.db, await usageOf(database, user.id));
    };

    await use(15);
    expect(await kinds()).toEqual([]);
    await use(16);
    await use(17);
    expect(await kinds()).toEqual(['usage_warning']);
    await use(20);
    await use(20);
    expect(await kinds()).toEqual(['usage_warning', 'usage_limit']);
    await use(16, new Date('2026-12-01T00:00:00Z'));
    expect(await kinds()).toEqual(['usage_warning', 'usage_limit', 'usage_warning']);

    const [warning, limit] = await noticesOf(database, user.id);
    expect(warning).toMatchObject({ title: "You've used 16 of your 20 speeches", readAt: null });
    expect(warning?.body).toMatch(
      /reset when your next billing period starts\. Upgrade to Premium for 40 speeches a month/,
    );
    expect(limit?.title).toBe("You've used all 20 speeches for this period");
  });

  it('tells a free user once that their 3 free speeches are used, pointing to the plans', async ({
    app,
    database,
  }) => {
    const { user } = await signUp(app);
    for (const speechesUsed of [1, 2, 3, 3]) {
      await setUser(database.db, user.id, { speechesUsed });
      await notifyUsage(database.db, await usageOf(database, user.id));
    }
    expect(await noticesOf(database, user.id)).toEqual([
      expect.objectContaining({
        kind: 'usage_limit',
        title: "You've used your 3 free speeches",
        body: 'Choose a plan to keep creating speeches, from $3 a month.',
      }),
    ]);
  });
});

describe('GET /api/notifications', () => {
  it('lists the newest 20 with the count of all unread', async ({ app, database }) => {
    const { cookie } = await withNotices(app, database, 25);
    const response = await list(app, cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.unreadCount).toBe(25);
    expect(body.notifications).toHaveLength(20);
    expect(body.notifications[0]).toEqual({
      id: expect.any(Number),
      kind: 'plan_change',
      title: 'Notice 25',
      body: 'Body',
      readAt: null,
      createdAt: expect.any(String),
    });
    expect(body.notifications.at(-1).title).toBe('Notice 6');
  });

  it("shows only the user's own", async ({ app, database }) => {
    await withNotices(app, database, 2);
    const { cookie } = await signUp(app);
    expect((await list(app, cookie)).json()).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('needs a session', async ({ app }) => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read' })).statusCode).toBe(401);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks all read with no body', async ({ app, database }) => {
    const { cookie, userId } = await withNotices(app, database, 3);
    const response = await markRead(app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 0 });
    expect((await noticesOf(database, userId)).every((notice) => notice.readAt instanceof Date)).toBe(true);
  });

  it('marks only the given ids, and never another user’s', async ({ app, database }) => {
    const mine = await withNotices(app, database, 3);
    const theirs = await withNotices(app, database, 2);
    const response = await markRead(app, mine.cookie, { ids: [mine.ids[0], ...theirs.ids] });
    expect(response.json()).toEqual({ unreadCount: 2 });
    expect((await noticesOf(database, mine.userId)).map((notice) => notice.readAt !== null)).toEqual([
      true,
      false,
      false,
    ]);
    expect((await noticesOf(database, theirs.userId)).every((notice) => notice.readAt === null)).toBe(true);

    // Reading again keeps the first read time.
    const [first] = await noticesOf(database, mine.userId);
    await markRead(app, mine.cookie);
    expect((await noticesOf(database, mine.userId))[0]?.readAt).toEqual(first?.readAt);
  });

  it('answers bad input with 400 and marks nothing', async ({ app, database }) => {
    const { cookie, userId, ids } = await withNotices(app, database, 2);
    const cases: [unknown, string | RegExp][] = [
      [{ ids: [] }, 'ids must name at least one notification'],
      [{ ids: ['1'] }, 'Notification ids must be numbers'],
      [{ ids: [0] }, 'Notification id is out of range'],
      [{ ids: [2 ** 31] }, 'Notification id is out of range'],
      [{ ids: [1.5] }, 'Notification ids must be whole numbers'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids can name at most 100 notifications'],
      [{ ids: ids[0] }, 'ids must be a list of notification ids'],
      [{ ids, all: true }, /Unrecognized key/],
      [[1, 2], /expected object/],
    ];
    for (const [payload, message] of cases) {
      const response = await markRead(app, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().message, JSON.stringify(payload).slice(0, 60)).toMatch(message);
    }
    expect((await noticesOf(database, userId)).every((notice) => notice.readAt === null)).toBe(true);
  });
});
