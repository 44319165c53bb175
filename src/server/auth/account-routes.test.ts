import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { sessionCookie, signUp } from '../../../tests/setup/session';
import type { Database } from '../db/client';
import {
  discountCodes,
  discountRedemptions,
  eventPushes,
  goals,
  moodEntries,
  passwordResets,
  pushSubscriptions,
  reminderDeliveries,
  reminders,
  sessions,
  shareLinks,
  speeches,
  speechFeedback,
  speechReservations,
  userPreferences,
  userStats,
  users,
} from '../db/schema';
import { createShareLink } from '../sharing/share-links';
import { createResetLink } from './password-reset';

// speechReservations (a speech being written), passwordResets (a link sent) and reminderDeliveries (a
// reminder sent) are transient, not exported, but must go with the account too.
const OWNED_TABLES = {
  goals,
  speeches,
  moodEntries,
  speechFeedback,
  userPreferences,
  userStats,
  speechReservations,
  passwordResets,
  reminders,
  reminderDeliveries,
  pushSubscriptions,
  shareLinks,
  eventPushes,
} as const;

/** Rows per user-owned table for one user, plus their sessions and user row. */
async function rowsOwnedBy(database: Database, userId: string) {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(OWNED_TABLES)) {
    const [row] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId));
    counts[name] = row?.n ?? 0;
  }
  const [sessionRows] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sql`${sessions.sess}->>'userId'`, userId));
  const [userRows] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.id, userId));
  return { ...counts, sessions: sessionRows?.n ?? 0, users: userRows?.n ?? 0 } as Record<string, number>;
}

/** Gives a user at least one row in every table they can own. */
async function seedEverything(database: Database, userId: string) {
  const { db } = database;
  const [goal] = await db.insert(goals).values({ userId, title: 'Run', category: 'fitness' }).returning();
  const [speech] = await db
    .insert(speeches)
    .values({
      userId,
      goalId: goal?.id,
      context: 'A run',
      tone: 'gentle',
      voiceStyle: 'warm',
      content: 'Go.',
    })
    .returning();
  await db
    .insert(moodEntries)
    .values({ userId, energy: 5, confidence: 5, stress: 5, motivation: 5, overallMood: 'balanced' });
  await db
    .insert(speechFeedback)
    .values({ userId, speechId: speech?.id ?? 0, rating: 5, effectiveness: 4, emotionalResonance: 4 });
  await db.insert(userPreferences).values({ userId });
  await db.insert(userStats).values({ userId, totalSpeeches: 1 });
  await db.insert(speechReservations).values({ userId });
  await createShareLink(db, { userId, speechId: speech?.id ?? 0, showName: true });
  await db.insert(eventPushes).values({
    userId,
    speechId: speech?.id ?? 0,
    eventDate: '2026-12-07',
    time: '08:00',
    timeZone: 'Asia/Tokyo',
    event: 'the race',
    dueAt: new Date('2026-12-06T23:00:00Z'),
  });
  await createResetLink(db, userId, 'http://localhost');
  await db
    .insert(discountCodes)
    .values({ code: 'EXPORTME', tier: 'starter', freeAccess: true })
    .onConflictDoNothing();
  await db.insert(discountRedemptions).values({ code: 'EXPORTME', userId });
  await db
    .insert(reminders)
    .values({ userId, enabled: true, time: '08:15', days: [1, 5], goalId: goal?.id, timeZone: 'Asia/Tokyo' });
  await db.insert(reminderDeliveries).values({ userId, localDate: '2026-11-27' });
  const [session] = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(eq(sql`${sessions.sess}->>'userId'`, userId));
  await db.insert(pushSubscriptions).values({
    endpoint: `https://fcm.googleapis.com/fcm/send/${userId}`,
    userId,
    sessionSid: session?.sid ?? '',
    p256dh: 'BAAA',
    auth: 'AAAA',
  });
}

describe('account export', () => {
  it('returns all of my data and none of anyone else’s', async ({ app, database }) => {
    const alice = await signUp(app, { firstName: 'Alice' });
    const bob = await signUp(app, { firstName: 'Bob' });
    await seedEverything(database, alice.user.id);
    await seedEverything(database, bob.user.id);

    const response = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: alice.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('uplift-export.json');
    const data = response.json();
    expect(data.user).toMatchObject({ id: alice.user.id, firstName: 'Alice' });
    for (const key of [
      'goals',
      'speeches',
      'moodEntries',
      'feedback',
      'discountRedemptions',
      'shareLinks',
      'eventPushes',
    ])
      expect(data[key], key).toHaveLength(1);
    expect(data.preferences.userId).toBe(alice.user.id);
    expect(data.stats.userId).toBe(alice.user.id);
    expect(data.reminder).toEqual({
      enabled: true,
      time: '08:15',
      days: [1, 5],
      goalId: data.goals[0].id,
      timeZone: 'Asia/Tokyo',
    });
    // Where the account is signed in and gets reminders, without the secrets that work as either.
    expect(data.sessions).toEqual([{ signedInAt: expect.any(String), expiresAt: expect.any(String) }]);
    const [subscription] = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, alice.user.id));
    expect(data.pushSubscriptions).toEqual([
      { pushService: new URL(subscription?.endpoint ?? '').origin, createdAt: expect.any(String) },
    ]);
    // A share link's id opens its page: the export says which speech is shared, not the link itself.
    expect(data.shareLinks[0]).toEqual({
      speechId: data.speeches[0].id,
      showName: true,
      createdAt: expect.any(String),
      revokedAt: null,
    });
    expect(data.eventPushes[0]).toEqual({
      speechId: data.speeches[0].id,
      event: 'the race',
      eventDate: '2026-12-07',
      time: '08:00',
      timeZone: 'Asia/Tokyo',
      dueAt: '2026-12-06T23:00:00.000Z',
      sentAt: null,
      createdAt: expect.any(String),
    });
    const [link] = await database.db.select().from(shareLinks).where(eq(shareLinks.userId, alice.user.id));
    for (const secret of [subscription?.endpoint, subscription?.sessionSid, link?.id])
      expect(response.body).not.toContain(secret);
    expect(response.body).not.toContain(alice.cookie.split('=')[1]?.split(';')[0]);
    expect(response.body).not.toContain(bob.user.id);
    expect(response.body).not.toMatch(/argon2|passwordHash/);
  });

  it('needs a session', async ({ app }) => {
    const response = await app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  it('needs the right password and then removes every row the user owned, leaving others alone', async ({
    app,
    database,
  }) => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    await seedEverything(database, alice.user.id);
    await seedEverything(database, bob.user.id);
    const bobBefore = await rowsOwnedBy(database, bob.user.id);
    expect(Object.values(await rowsOwnedBy(database, alice.user.id)).every((n) => n >= 1)).toBe(true);

    const wrong = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: alice.cookie },
      payload: { password: 'not my password' },
    });
    expect(wrong.statusCode).toBe(403);
    expect((await rowsOwnedBy(database, alice.user.id)).users).toBe(1);

    const response = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: alice.cookie },
      payload: { password: alice.password },
    });
    expect(response.statusCode).toBe(200);
    expect(Object.values(await rowsOwnedBy(database, alice.user.id)).every((n) => n === 0)).toBe(true);
    expect(await rowsOwnedBy(database, bob.user.id)).toEqual(bobBefore);

    const after = await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: alice.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('stops a session guessing the password after five wrong ones a minute', async ({ app, database }) => {
    const alice = await signUp(app);
    const attempt = (password: string) =>
      app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: { cookie: alice.cookie },
        payload: { password },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(`guess ${i}`)).statusCode);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    expect((await attempt(alice.password)).statusCode).toBe(429);
    expect((await rowsOwnedBy(database, alice.user.id)).users).toBe(1);
  });

  it('evaluates at most five of 60 parallel password guesses, so the right one among them deletes nothing', async ({
    app,
    database,
  }) => {
    const alice = await signUp(app);
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 30 ? alice.password : `guess ${i}`));
    const responses = await Promise.all(
      guesses.map((password) =>
        app.inject({
          method: 'DELETE',
          url: '/api/account',
          headers: { cookie: alice.cookie },
          payload: { password },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(5);
    expect(statuses).not.toContain(200);
    expect((await rowsOwnedBy(database, alice.user.id)).users).toBe(1);
  });
});

describe('dashboard user', () => {
  it('returns the dashboard user with only my goals and speeches', async ({ app, database }) => {
    const alice = await signUp(app, { firstName: 'Alice' });
    const bob = await signUp(app);
    await seedEverything(database, bob.user.id);
    const empty = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: alice.cookie } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({
      firstName: 'Alice',
      speechesUsed: 0,
      subscriptionStatus: 'free',
      goals: [],
      recentSpeeches: [],
      stats: null,
    });
    await seedEverything(database, alice.user.id);
    const full = (
      await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: alice.cookie } })
    ).json();
    expect(full.goals).toHaveLength(1);
    expect(full.recentSpeeches).toHaveLength(1);
    expect(full.recentSpeeches[0].userId).toBe(alice.user.id);
    expect(full.stats.totalSpeeches).toBe(1);
  });

  it('is 401 without a session', async ({ app }) => {
    const response = await app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(401);
  });
});

describe('demo login', () => {
  it('gives each visit its own demo user with sample speeches, goals and moods', async ({
    app,
    database,
  }) => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/simple-demo-login',
      remoteAddress: '198.51.100.7',
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/simple-demo-login',
      remoteAddress: '198.51.100.8',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().user.id).not.toBe(second.json().user.id);
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: sessionCookie(first) },
    });
    const data = dashboard.json();
    expect(data.firstName).toBe('Alex');
    expect(data.recentSpeeches.length).toBeGreaterThanOrEqual(2);
    expect(data.goals.length).toBeGreaterThanOrEqual(3);
    expect(data.stats.totalSpeeches).toBe(data.recentSpeeches.length);
    expect((await rowsOwnedBy(database, data.id)).moodEntries).toBeGreaterThanOrEqual(3);
  });

  it('deletes demo users older than a day, with their data, and keeps real users', async ({
    app,
    database,
  }) => {
    const { deleteStaleDemoUsers } = await import('./demo');
    const real = await signUp(app);
    const demo = await app.inject({
      method: 'POST',
      url: '/api/simple-demo-login',
      remoteAddress: '198.51.100.9',
    });
    const demoId = demo.json().user.id;
    await database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(users.id, demoId));
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/simple-demo-login',
      remoteAddress: '198.51.100.10',
    });
    expect(await deleteStaleDemoUsers(database.db, undefined)).toBeGreaterThanOrEqual(1);
    expect((await rowsOwnedBy(database, demoId)).users).toBe(0);
    expect((await rowsOwnedBy(database, demoId)).speeches).toBe(0);
    expect((await rowsOwnedBy(database, fresh.json().user.id)).users).toBe(1);
    expect((await rowsOwnedBy(database, real.user.id)).users).toBe(1);
  });
});
