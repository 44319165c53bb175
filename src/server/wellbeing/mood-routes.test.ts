import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { CHECK_INS_PER_DAY_MAX } from '../../common/limits';
import type { App } from '../app';
import type { Database } from '../db/client';
import { moodEntries } from '../db/schema';
import { RECENT_MOOD_LIMIT, TOO_MANY_CHECK_INS } from './mood-queries';

const post = (app: App, cookie: string, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/mood', headers: { cookie }, payload: payload as object });
const moodCount = (database: Database, userId: string) =>
  database.db.$count(moodEntries, eq(moodEntries.userId, userId));

describe('POST /api/mood', () => {
  // One check-in per overall-mood rule: [energy, confidence, stress, motivation] → overall mood.
  const branches: [number[], string][] = [
    [[8, 8, 3, 8], 'excellent'],
    [[7, 7, 4, 7], 'great'],
    [[10, 10, 5, 10], 'good'],
    [[5, 5, 6, 5], 'balanced'],
    [[4, 4, 7, 4], 'challenging'],
    [[9, 9, 8, 9], 'overwhelmed'],
    [[3, 3, 7, 3], 'struggling'],
    [[3, 2, 8, 3], 'overwhelmed'],
    [[3, 3, 2, 3], 'struggling'],
    [[4, 3, 2, 3], 'mixed'],
    [[4, 4, 8, 4], 'overwhelmed'],
    [[3, 4, 2, 4], 'mixed'],
  ];

  it.for(branches)(
    'saves %j as %s, computed on the server',
    async ([[energy, confidence, stress, motivation], mood], { app, database }) => {
      const { cookie, user } = await signUp(app);
      const response = await post(app, cookie, {
        energy,
        confidence,
        stress,
        motivation,
        notes: 'Slept well',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        userId: user.id,
        energy,
        confidence,
        stress,
        motivation,
        overallMood: mood,
        notes: 'Slept well',
      });
      const [row] = await database.db.select().from(moodEntries).where(eq(moodEntries.userId, user.id));
      expect(row?.overallMood).toBe(mood);
    },
  );

  it('covers every overall mood among the cases above', () => {
    expect(new Set(branches.map(([, mood]) => mood))).toEqual(
      new Set([
        'excellent',
        'great',
        'good',
        'balanced',
        'challenging',
        'overwhelmed',
        'struggling',
        'mixed',
      ]),
    );
  });

  it('ignores a client-sent overall mood that disagrees', async ({ app }) => {
    const { cookie } = await signUp(app);
    const response = await post(app, cookie, {
      energy: 2,
      confidence: 2,
      stress: 9,
      motivation: 2,
      overallMood: 'excellent',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().overallMood).toBe('overwhelmed');
  });

  it('stores an empty note as no note and keeps unicode as written', async ({ app }) => {
    const { cookie } = await signUp(app);
    expect(
      (await post(app, cookie, { energy: 5, confidence: 5, stress: 5, motivation: 5, notes: '' })).json()
        .notes,
    ).toBeNull();
    const note = 'Nervös 😅 — 緊張してる';
    expect(
      (await post(app, cookie, { energy: 5, confidence: 5, stress: 5, motivation: 5, notes: note })).json()
        .notes,
    ).toBe(note);
  });

  it('answers bad input with 400 and writes nothing', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const valid = { energy: 5, confidence: 5, stress: 5, motivation: 5 };
    const cases: [unknown, string | RegExp][] = [
      [{ ...valid, energy: '5' }, 'Energy must be a whole number from 1 to 10'],
      [{ ...valid, confidence: 0 }, 'Confidence must be a whole number from 1 to 10'],
      [{ ...valid, stress: 11 }, 'Stress must be a whole number from 1 to 10'],
      [{ ...valid, motivation: 2.5 }, 'Motivation must be a whole number from 1 to 10'],
      [{ ...valid, energy: -3 }, 'Energy must be a whole number from 1 to 10'],
      [{ ...valid, energy: null }, 'Energy must be a whole number from 1 to 10'],
      [{ confidence: 5, stress: 5, motivation: 5 }, 'Energy is required'],
      [{ ...valid, notes: 'n'.repeat(201) }, 'Notes must be 200 characters or fewer'],
      [{ ...valid, notes: 42 }, 'Notes must be text'],
      [{ ...valid, notes: 'bad \u0000 byte' }, 'Text must not contain NUL characters'],
      [{ ...valid, overallMood: { great: true } }, 'Overall mood must be text'],
      [[valid], /expected object/],
    ];
    for (const [payload, message] of cases) {
      const response = await post(app, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await moodCount(database, user.id)).toBe(0);
  });

  it('refuses a __proto__ key, a non-JSON body and an oversized body without writing', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const proto = await app.inject({
      method: 'POST',
      url: '/api/mood',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"energy":5,"confidence":5,"stress":5,"motivation":5,"__proto__":{"isAdmin":true}}',
    });
    expect(proto.statusCode).toBe(400);
    const text = await post(app, cookie, 'energy=5');
    expect(text.statusCode).toBe(415);
    const huge = await post(app, cookie, {
      energy: 5,
      confidence: 5,
      stress: 5,
      motivation: 5,
      notes: 'x'.repeat(100_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(await moodCount(database, user.id)).toBe(0);
  });

  it('needs a session', async ({ app }) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/mood',
      payload: { energy: 5, confidence: 5, stress: 5, motivation: 5 },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/mood/recent', () => {
  it('lists my last 30 check-ins, newest first, and nobody else’s', async ({ app, database }) => {
    const me = await signUp(app);
    const other = await signUp(app);
    const base = Date.parse('2026-03-01T08:00:00Z');
    await database.db.insert(moodEntries).values(
      Array.from({ length: 33 }, (_, index) => ({
        userId: me.user.id,
        energy: (index % 10) + 1,
        confidence: 5,
        stress: 5,
        motivation: 5,
        overallMood: 'balanced',
        createdAt: new Date(base + index * 3_600_000),
      })),
    );
    await post(app, other.cookie, { energy: 5, confidence: 5, stress: 5, motivation: 5 });

    const response = await app.inject({
      method: 'GET',
      url: '/api/mood/recent',
      headers: { cookie: me.cookie },
    });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as { userId: string; createdAt: string }[];
    expect(entries).toHaveLength(RECENT_MOOD_LIMIT);
    expect(entries.every((entry) => entry.userId === me.user.id)).toBe(true);
    expect(entries[0]?.createdAt).toBe(new Date(base + 32 * 3_600_000).toISOString());
    expect(entries.at(-1)?.createdAt).toBe(new Date(base + 3 * 3_600_000).toISOString());
    const times = entries.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('needs a session', async ({ app }) => {
    expect((await app.inject({ method: 'GET', url: '/api/mood/recent' })).statusCode).toBe(401);
  });
});

describe('check-ins a day', () => {
  it(`takes ${CHECK_INS_PER_DAY_MAX} check-ins in a day, then asks for tomorrow`, async ({ app }) => {
    const { cookie } = await signUp(app);
    const checkIn = () =>
      app.inject({
        method: 'POST',
        url: '/api/mood',
        headers: { cookie },
        payload: { energy: 5, confidence: 5, stress: 5, motivation: 5 },
      });
    const statuses = [];
    for (let i = 0; i <= CHECK_INS_PER_DAY_MAX; i++) statuses.push((await checkIn()).statusCode);
    expect(statuses.slice(0, CHECK_INS_PER_DAY_MAX).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await checkIn()).json()).toEqual({ message: TOO_MANY_CHECK_INS });
  });
});
