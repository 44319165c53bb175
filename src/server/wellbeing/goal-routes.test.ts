import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appTest as it } from '../../../tests/setup/fixtures';
import { callAs, signUp } from '../../../tests/setup/session';
import { insertSpeech } from '../../../tests/setup/wellbeing-app';
import { COMPLETED_GOALS_KEPT, OPEN_GOALS_MAX } from '../../common/limits';
import type { App } from '../app';
import type { Database } from '../db/client';
import { goals, speeches } from '../db/schema';
import { TOO_MANY_GOALS } from './goal-queries';

const call = (app: App, ...args: Parameters<ReturnType<typeof callAs>>) => callAs(app)(...args);
const goalsOf = (database: Database, userId: string) =>
  database.db.select().from(goals).where(eq(goals.userId, userId));

describe('POST /api/goals', () => {
  it("creates a goal with the default description ('Goal: {title}') and trimmed title", async ({ app }) => {
    const { cookie, user } = await signUp(app);
    const response = await call(app, cookie, 'POST', '/api/goals', {
      title: '  Run a 10k  ',
      category: 'fitness',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      userId: user.id,
      title: 'Run a 10k',
      category: 'fitness',
      description: 'Goal: Run a 10k',
      targetDate: null,
      isCompleted: 0,
    });
  });

  it('keeps a given description and stores the calendar date of a target date or timestamp', async ({
    app,
  }) => {
    const { cookie } = await signUp(app);
    const dated = await call(app, cookie, 'POST', '/api/goals', {
      title: 'Nail the pitch',
      category: 'presentation',
      description: 'Board meeting',
      targetDate: '2026-09-14',
    });
    expect(dated.json()).toMatchObject({ description: 'Board meeting', targetDate: '2026-09-14' });
    const stamped = await call(app, cookie, 'POST', '/api/goals', {
      title: 'Ship it',
      category: 'career',
      targetDate: '2026-09-15T23:30:00+10:00',
    });
    expect(stamped.statusCode).toBe(201);
    expect(stamped.json().targetDate).toBe('2026-09-15');
    const unicode = await call(app, cookie, 'POST', '/api/goals', {
      title: '目標 🏃‍♀️ café',
      category: 'personal',
    });
    expect(unicode.json()).toMatchObject({ title: '目標 🏃‍♀️ café', description: 'Goal: 目標 🏃‍♀️ café' });
  });

  it('answers bad input with 400 and the shared schema’s message, writing nothing', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const cases: [object, string | RegExp][] = [
      [{ category: 'fitness' }, 'Title is required'],
      [{ title: '   ', category: 'fitness' }, 'Title is required'],
      [{ title: 'Run', category: undefined }, 'Category is required'],
      [{ title: 'Run', category: 'chess' }, /^Category must be one of/],
      [{ title: 42, category: 'fitness' }, 'Title is required'],
      [{ title: 't'.repeat(201), category: 'fitness' }, 'Title must be 200 characters or fewer'],
      [{ title: 'Run', category: 'fitness', description: 'd'.repeat(501) }, /^Description must be 500/],
      [{ title: 'Run', category: 'fitness', targetDate: 'next week' }, /^Target date must be a valid date/],
      [{ title: 'Run', category: 'fitness', targetDate: '2026-02-30' }, /^Target date must be a valid date/],
      [{ title: 'Run', category: 'fitness', targetDate: '0000-01-01' }, /^Target date must be a valid date/],
      [{ title: 'Run', category: 'fitness', targetDate: '0000-06-01T00:00:00Z' }, /^Target date must be/],
      [{ title: 'Run', category: 'fitness', targetDate: 20260214 }, /^Target date must be a valid date/],
      [{ title: 'Run\u0000', category: 'fitness' }, 'Text must not contain NUL characters'],
      [{ title: ['Run'], category: 'fitness' }, 'Title is required'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(app, cookie, 'POST', '/api/goals', payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await goalsOf(database, user.id)).toHaveLength(0);
  });
});

describe('GET /api/goals', () => {
  it('lists my goals newest first, each with the speeches written for it', async ({ app, database }) => {
    const me = await signUp(app);
    const other = await signUp(app);
    const first = (
      await call(app, me.cookie, 'POST', '/api/goals', { title: 'First', category: 'career' })
    ).json();
    const second = (
      await call(app, me.cookie, 'POST', '/api/goals', { title: 'Second', category: 'health' })
    ).json();
    await call(app, other.cookie, 'POST', '/api/goals', { title: 'Theirs', category: 'health' });
    const older = await insertSpeech(database.db, me.user.id, {
      goalId: first.id,
      name: 'Warm-up',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await insertSpeech(database.db, me.user.id, {
      goalId: first.id,
      createdAt: new Date('2026-01-02T00:00:00Z'),
    });
    await insertSpeech(database.db, me.user.id);

    const response = await call(app, me.cookie, 'GET', '/api/goals');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((goal: { title: string }) => goal.title)).toEqual(['Second', 'First']);
    expect(list[0].speeches).toEqual([]);
    expect(list[1].speeches).toEqual([
      { id: newer.id, context: newer.context, name: null, createdAt: newer.createdAt.toISOString() },
      { id: older.id, context: older.context, name: 'Warm-up', createdAt: older.createdAt.toISOString() },
    ]);
    expect(second.isCompleted).toBe(0);
  });
});

describe('PATCH and DELETE /api/goals/:id', () => {
  it('marks my goal complete and open again (stored as 1 and 0)', async ({ app }) => {
    const { cookie } = await signUp(app);
    const goal = (
      await call(app, cookie, 'POST', '/api/goals', { title: 'Read', category: 'personal' })
    ).json();
    const done = await call(app, cookie, 'PATCH', `/api/goals/${goal.id}`, { isCompleted: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ id: goal.id, isCompleted: 1, title: 'Read' });
    const open = await call(app, cookie, 'PATCH', `/api/goals/${goal.id}`, { isCompleted: false });
    expect(open.json().isCompleted).toBe(0);
  });

  it('deletes my goal and keeps its speeches, unlinked', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const goal = (
      await call(app, cookie, 'POST', '/api/goals', { title: 'Read', category: 'personal' })
    ).json();
    const speech = await insertSpeech(database.db, user.id, { goalId: goal.id });
    const response = await call(app, cookie, 'DELETE', `/api/goals/${goal.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await goalsOf(database, user.id)).toHaveLength(0);
    const [kept] = await database.db.select().from(speeches).where(eq(speeches.id, speech.id));
    expect(kept?.goalId).toBeNull();
    expect((await call(app, cookie, 'DELETE', `/api/goals/${goal.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for someone else’s goal and changes nothing', async ({ app, database }) => {
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const goal = (
      await call(app, owner.cookie, 'POST', '/api/goals', { title: 'Mine', category: 'health' })
    ).json();
    const patch = await call(app, intruder.cookie, 'PATCH', `/api/goals/${goal.id}`, { isCompleted: true });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ message: 'Goal not found' });
    const remove = await call(app, intruder.cookie, 'DELETE', `/api/goals/${goal.id}`);
    expect(remove.statusCode).toBe(404);
    expect(await goalsOf(database, owner.user.id)).toEqual([
      expect.objectContaining({ id: goal.id, isCompleted: 0 }),
    ]);
  });

  it('answers bad ids and bodies with 4xx and changes nothing', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const goal = (
      await call(app, cookie, 'POST', '/api/goals', { title: 'Mine', category: 'health' })
    ).json();
    const badIds: [string, string][] = [
      ['abc', 'Goal id must be a number'],
      ['-1', 'Goal id must be a number'],
      ['1.5', 'Goal id must be a number'],
      ['0', 'Goal id is out of range'],
      ['9999999999', 'Goal id is out of range'],
      ['99999999999', 'Goal id must be a number'],
    ];
    for (const [id, message] of badIds) {
      const patch = await call(app, cookie, 'PATCH', `/api/goals/${id}`, { isCompleted: true });
      expect(patch.statusCode, id).toBe(400);
      expect(patch.json().message).toBe(message);
      expect((await call(app, cookie, 'DELETE', `/api/goals/${id}`)).statusCode, id).toBe(400);
    }
    const badBodies: object[] = [
      {},
      { isCompleted: 'true' },
      { isCompleted: 1 },
      { isCompleted: null },
      [true],
    ];
    for (const payload of badBodies) {
      const patch = await call(app, cookie, 'PATCH', `/api/goals/${goal.id}`, payload);
      expect(patch.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await call(app, cookie, 'PATCH', `/api/goals/${goal.id}`, { isCompleted: 'true' })).json().message,
    ).toBe('isCompleted must be true or false');
    expect(await goalsOf(database, user.id)).toEqual([expect.objectContaining({ isCompleted: 0 })]);
  });

  it('needs a session', async ({ app }) => {
    expect((await app.inject({ method: 'GET', url: '/api/goals' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/goals/1' })).statusCode).toBe(401);
  });
});

describe('open goals', () => {
  it(`keeps ${COMPLETED_GOALS_KEPT} completed goals, the one just completed and the newest`, async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
    const [oldOpen] = await database.db
      .insert(goals)
      .values({ userId: user.id, title: 'Open since day 0', category: 'personal', createdAt: day(0) })
      .returning();
    await database.db.insert(goals).values(
      Array.from({ length: COMPLETED_GOALS_KEPT }, (_, i) => ({
        userId: user.id,
        title: `Done ${i + 1}`,
        category: 'fitness' as const,
        isCompleted: 1,
        createdAt: day(i + 1),
      })),
    );
    const [newest] = await database.db
      .insert(goals)
      .values({ userId: user.id, title: 'Newest', category: 'career', createdAt: day(500) })
      .returning();
    expect(
      (await call(app, cookie, 'PATCH', `/api/goals/${newest?.id}`, { isCompleted: true })).statusCode,
    ).toBe(200);
    let completed = (await goalsOf(database, user.id)).filter((goal) => goal.isCompleted === 1);
    expect(completed).toHaveLength(COMPLETED_GOALS_KEPT);
    expect(completed.map((goal) => goal.title)).not.toContain('Done 1');
    expect(completed.map((goal) => goal.title)).toContain('Newest');

    // The oldest goal, completed now, stays: ticking it makes it the newest completed.
    expect(
      (await call(app, cookie, 'PATCH', `/api/goals/${oldOpen?.id}`, { isCompleted: true })).statusCode,
    ).toBe(200);
    completed = (await goalsOf(database, user.id)).filter((goal) => goal.isCompleted === 1);
    expect(completed).toHaveLength(COMPLETED_GOALS_KEPT);
    expect(completed.map((goal) => goal.title)).toContain('Open since day 0');
    expect(completed.map((goal) => goal.title)).not.toContain('Done 2');
    expect((await call(app, cookie, 'GET', '/api/goals')).json()).toHaveLength(COMPLETED_GOALS_KEPT);
  });

  it(`stops at ${OPEN_GOALS_MAX} open goals, and makes room when one is completed`, async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    await database.db.insert(goals).values(
      Array.from({ length: OPEN_GOALS_MAX }, (_, i) => ({
        userId: user.id,
        title: `Goal ${i}`,
        category: 'personal',
      })),
    );
    const add = () =>
      app.inject({
        method: 'POST',
        url: '/api/goals',
        headers: { cookie },
        payload: { title: 'One more', category: 'health' },
      });
    const refused = await add();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: TOO_MANY_GOALS });
    const [first] = await database.db.select().from(goals).where(eq(goals.userId, user.id)).limit(1);
    await database.db
      .update(goals)
      .set({ isCompleted: 1 })
      .where(eq(goals.id, first?.id ?? 0));
    expect((await add()).statusCode).toBe(201);

    // The dashboard carries the newest OPEN_GOALS_MAX and says how many there are in all.
    const dashboard = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(dashboard.json()).toMatchObject({ goalCount: OPEN_GOALS_MAX + 1 });
    expect(dashboard.json().goals).toHaveLength(OPEN_GOALS_MAX);
    expect(dashboard.json().goals[0].title).toBe('One more');
  });
});
