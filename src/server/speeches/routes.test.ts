import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { type LlmDouble, startLlmDouble } from '../../../tests/doubles/openai-compatible-llm';
import { setUser } from '../../../tests/setup/billing-app';
import { appTest as it } from '../../../tests/setup/fixtures';
import { signUp } from '../../../tests/setup/session';
import { buildTestApp } from '../../../tests/setup/test-app';
import type { App } from '../app';
import type { Database } from '../db/client';
import { goals, notifications, speeches, speechReservations, userStats, users } from '../db/schema';
import { RESERVATION_TTL_MS } from './quota';
import { encodeCursor } from './speech-queries';
import { createWriter, withFallback } from './writer/fallback-writer';
import { createLocalWriter } from './writer/local-writer';
import type { SpeechWriter } from './writer/types';

const body = {
  context: 'I have a job interview at a bank on Monday and I freeze when they ask about weaknesses',
  tone: 'confident',
  voiceStyle: 'warm',
  duration: 'short',
  timeZone: 'Australia/Sydney',
} as const;

const generate = (app: App, cookie: string, payload: object = body) =>
  app.inject({ method: 'POST', url: '/api/speeches/generate', headers: { cookie }, payload });

const countSpeeches = async (database: Database, userId: string) =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(speeches)
      .where(eq(speeches.userId, userId))
  )[0]?.n ?? 0;

const speechesUsed = async (database: Database, userId: string) =>
  (await database.db.select().from(users).where(eq(users.id, userId)))[0]?.speechesUsed;
/** Speeches being written for the user, each holding a place in the quota. */
const beingWritten = async (database: Database, userId: string) =>
  (await database.db.select().from(speechReservations).where(eq(speechReservations.userId, userId))).length;

describe('POST /api/speeches/generate', () => {
  it('writes, saves and returns a speech about the situation, and counts it', async ({ app, database }) => {
    const { cookie, user } = await signUp(app, { firstName: 'Sam' });
    const response = await generate(app, cookie);
    expect(response.statusCode).toBe(201);
    const speech = response.json();
    expect(speech).toMatchObject({
      userId: user.id,
      context: body.context,
      tone: 'confident',
      voiceStyle: 'warm',
      length: 'short',
      isFavourite: 0,
      name: null,
      audioUrl: null,
    });
    const words = speech.content.split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(140);
    expect(words).toBeLessThanOrEqual(280);
    expect(speech.content).toMatch(/interview/i);
    expect(speech.estimatedDuration).toBe(speech.duration);
    expect(speech.duration).toBeGreaterThan(50);
    expect(speech.shaping).toMatchObject({ kind: 'job_interview', writer: 'local' });
    expect(await speechesUsed(database, user.id)).toBe(1);
    const [stats] = await database.db.select().from(userStats).where(eq(userStats.userId, user.id));
    expect(stats).toMatchObject({
      totalSpeeches: 1,
      currentStreak: 1,
      mostUsedTone: 'confident',
      toneStats: { confident: 1 },
    });
  });

  it('answers 409, saves nothing and gives the quota back when its goal is deleted while it is written', async ({
    database,
  }) => {
    let goalDeleted: () => Promise<unknown> = async () => {};
    const deletingMidway: SpeechWriter = {
      name: 'local',
      async *write(request, profile) {
        yield* createLocalWriter().write(request, profile);
        await goalDeleted();
      },
    };
    const app = await buildTestApp(database, { writer: deletingMidway });
    try {
      const { cookie, user } = await signUp(app);
      const [goal] = await database.db
        .insert(goals)
        .values({ userId: user.id, title: 'Run', category: 'fitness' })
        .returning();
      goalDeleted = () => database.db.delete(goals).where(eq(goals.id, goal?.id ?? 0));
      const response = await app.inject({
        method: 'POST',
        url: '/api/speeches/generate',
        headers: { cookie },
        payload: { ...body, goalId: goal?.id },
      });
      expect(response.statusCode).toBe(409);
      expect(await countSpeeches(database, user.id)).toBe(0);
      expect(await speechesUsed(database, user.id)).toBe(0);
    } finally {
      await app.close();
    }
  });

  it('uses the linked goal when it is mine, and 404s someone else’s goal without writing', async ({
    app,
    database,
  }) => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const [aliceGoal] = await database.db
      .insert(goals)
      .values({ userId: alice.user.id, title: 'Land the analyst role', category: 'job_interview' })
      .returning();
    const mine = await generate(app, alice.cookie, { ...body, goalId: aliceGoal?.id });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().goalId).toBe(aliceGoal?.id);
    expect(mine.json().content).toContain('Land the analyst role');

    const theirs = await generate(app, bob.cookie, { ...body, goalId: aliceGoal?.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Goal not found' });
    expect(await countSpeeches(database, bob.user.id)).toBe(0);
    expect(await speechesUsed(database, bob.user.id)).toBe(0);
  });

  it("answers bad input with 400 and the failed rule's message, writing nothing", async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const cases: [object, string | RegExp][] = [
      [{ ...body, context: undefined }, 'Context is required'],
      [{ ...body, context: '   ' }, 'Context is required'],
      [{ ...body, context: 'too short' }, 'Please provide at least 10 characters of context'],
      [{ ...body, context: 'x'.repeat(2001) }, 'Context must be 2000 characters or fewer'],
      [{ ...body, tone: 'angry' }, /^Tone must be one of/],
      [{ ...body, voiceStyle: 7 }, /^Voice style must be one of/],
      [{ ...body, duration: 'forever' }, /^Duration must be one of/],
      [{ ...body, goalId: '1' }, 'Goal id must be a number'],
      [{ ...body, goalId: -1 }, 'Goal id must be a positive whole number'],
      [{ ...body, timeZone: 'Mars/Olympus' }, 'timeZone must be an IANA time zone such as Australia/Sydney'],
    ];
    for (const [payload, message] of cases) {
      const response = await generate(app, cookie, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect(await countSpeeches(database, user.id)).toBe(0);
    expect(await speechesUsed(database, user.id)).toBe(0);
  });

  it('needs a session', async ({ app }) => {
    const response = await app.inject({ method: 'POST', url: '/api/speeches/generate', payload: body });
    expect(response.statusCode).toBe(401);
  });

  it('lets exactly 3 of 20 parallel requests through for a fresh free user', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    const responses = await Promise.all(Array.from({ length: 20 }, () => generate(app, cookie)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 402)).toHaveLength(17);
    expect(responses.find((response) => response.statusCode === 402)?.json().message).toMatch(
      /all 3 free speeches/,
    );
    expect(await speechesUsed(database, user.id)).toBe(3);
    expect(await countSpeeches(database, user.id)).toBe(3);
    const [stats] = await database.db.select().from(userStats).where(eq(userStats.userId, user.id));
    expect(stats?.totalSpeeches).toBe(3);
  });

  it('posts the 80% notice and the at-limit notice from the usage that speech left, on both routes', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    await setUser(database.db, user.id, {
      subscriptionStatus: 'active',
      subscriptionTier: 'starter',
      speechLimit: 20,
      speechesUsed: 15,
    });
    const titles = async () =>
      (
        await database.db
          .select({ title: notifications.title })
          .from(notifications)
          .where(eq(notifications.userId, user.id))
          .orderBy(notifications.id)
      ).map((notice) => notice.title);
    expect((await generate(app, cookie)).statusCode).toBe(201); // 16 of 20: 80%
    expect(await titles()).toEqual(["You've used 16 of your 20 speeches"]);
    await setUser(database.db, user.id, { speechesUsed: 19 });
    const streamed = await app.inject({
      method: 'POST',
      url: '/api/speeches/generate/stream',
      headers: { cookie },
      payload: body,
    });
    expect(streamed.body).toContain('event: speech');
    expect(await titles()).toEqual([
      "You've used 16 of your 20 speeches",
      "You've used all 20 speeches for this period",
    ]);
  });

  it('lets an active subscriber go past 3 up to their plan limit', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    await setUser(database.db, user.id, {
      subscriptionStatus: 'active',
      subscriptionTier: 'pro',
      speechLimit: 200,
      speechesUsed: 3,
    });
    expect((await generate(app, cookie)).statusCode).toBe(201);
    await setUser(database.db, user.id, { speechesUsed: 200 });
    const over = await generate(app, cookie);
    expect(over.statusCode).toBe(402);
    expect(over.json().message).toMatch(/all 200 speeches in your plan/);
  });

  it('starts a new billing period (usage back to 0) before refusing a subscriber at the limit', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const lastMonth = new Date(Date.now() - 31 * 86_400_000);
    await setUser(database.db, user.id, {
      subscriptionStatus: 'active',
      subscriptionTier: 'starter',
      speechLimit: 20,
      speechesUsed: 20,
      currentPeriodStart: lastMonth,
      currentPeriodEnd: new Date(Date.now() - 60_000),
    });
    expect((await generate(app, cookie)).statusCode).toBe(201);
    expect(await speechesUsed(database, user.id)).toBe(1);
  });

  it('does not use quota when writing fails', async ({ database }) => {
    const failing: SpeechWriter = {
      name: 'local',
      // biome-ignore lint/correctness/useYield: it fails before writing anything, which is the point.
      async *write() {
        throw new Error('writer exploded');
      },
    };
    const app = await buildTestApp(database, { writer: failing });
    const { cookie, user } = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/speeches/generate',
      headers: { cookie },
      payload: body,
    });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('exploded');
    expect(await speechesUsed(database, user.id)).toBe(0);
    expect(await countSpeeches(database, user.id)).toBe(0);
  });
});

describe('a speech being written holds its place in the quota', () => {
  it('until it is saved, counted with the speech; one left by a crash stops holding it after a while', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const generate = () =>
      app.inject({ method: 'POST', url: '/api/speeches/generate', headers: { cookie }, payload: body });
    expect((await generate()).statusCode).toBe(201);
    // Two more being written (by a process that then died): the free plan's 3 are taken.
    await database.db.insert(speechReservations).values([{ userId: user.id }, { userId: user.id }]);
    expect((await generate()).statusCode).toBe(402);
    // The used count is the saved speeches alone, whatever was in flight.
    expect(await speechesUsed(database, user.id)).toBe(1);
    expect(await countSpeeches(database, user.id)).toBe(1);
    // Older than any generation takes: no longer held, and cleared away by the next reservation.
    const stale = new Date(Date.now() - RESERVATION_TTL_MS - 1000);
    await database.db
      .update(speechReservations)
      .set({ createdAt: stale })
      .where(eq(speechReservations.userId, user.id));
    expect((await generate()).statusCode).toBe(201);
    expect(await speechesUsed(database, user.id)).toBe(2);
    expect(await beingWritten(database, user.id)).toBe(0);
  });
});

describe('POST /api/speeches/generate/stream', () => {
  /** The local writer, slowed between paragraphs so the test can see the stream arrive in pieces. */
  const slowWriter: SpeechWriter = {
    name: 'local',
    async *write(request, profile) {
      for await (const chunk of createLocalWriter().write(request, profile)) {
        yield chunk;
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    },
  };

  it('sends the first text before the speech is complete, then the saved speech', async ({ database }) => {
    const app = await buildTestApp(database, { writer: slowWriter });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { cookie, user } = await signUp(app);
      const response = await fetch(`${address}/api/speeches/generate/stream`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const reader = response.body?.getReader();
      if (!reader) throw new Error('no body');
      const decoder = new TextDecoder();
      const arrivals: { at: number; text: string }[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        arrivals.push({ at: performance.now(), text: decoder.decode(value) });
      }
      const all = arrivals.map((arrival) => arrival.text).join('');
      const firstChunk = arrivals.findIndex((arrival) => arrival.text.includes('event: chunk'));
      const final = arrivals.findIndex((arrival) => arrival.text.includes('event: speech'));
      expect(firstChunk).toBeGreaterThanOrEqual(0);
      expect(final).toBeGreaterThan(firstChunk);
      expect((arrivals[final]?.at ?? 0) - (arrivals[firstChunk]?.at ?? 0)).toBeGreaterThan(30);

      const events = all
        .trim()
        .split('\n\n')
        .map((block) => ({
          event: block.match(/^event: (.+)$/m)?.[1],
          data: JSON.parse(block.match(/^data: (.+)$/m)?.[1] ?? 'null'),
        }));
      const text = events
        .filter((e) => e.event === 'chunk')
        .map((e) => e.data.text)
        .join('');
      const saved = events.find((e) => e.event === 'speech')?.data;
      expect(saved.content).toBe(text.trim());
      expect(await countSpeeches(database, user.id)).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('carries the request id on the stream, a speech’s and crisis support’s alike', async ({ app }) => {
    const { cookie } = await signUp(app);
    const stream = (context: string) =>
      app.inject({
        method: 'POST',
        url: '/api/speeches/generate/stream',
        headers: { cookie },
        payload: { ...body, context },
      });
    const answers = [await stream(body.context), await stream('I want to end my life')];
    expect(answers.map((answer) => answer.body.match(/^event: (\w+)$/gm)?.at(-1))).toEqual([
      'event: speech',
      'event: support',
    ]);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toContain('text/event-stream');
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(answers[0]?.headers['x-request-id']).not.toBe(answers[1]?.headers['x-request-id']);
  });

  it('tells the page to start over when the LLM dies mid-speech, then streams the local speech', async ({
    database,
  }) => {
    const dying: SpeechWriter = {
      name: 'openai',
      async *write() {
        yield { type: 'writtenBy', writer: 'openai' };
        yield { type: 'chunk', text: 'Half a sentence from the LLM' };
        throw new Error('connection reset');
      },
    };
    const interrupted = withFallback(dying, createLocalWriter(), { warn: () => {} });
    const app = await buildTestApp(database, { writer: interrupted });
    try {
      const { cookie } = await signUp(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/speeches/generate/stream',
        headers: { cookie },
        payload: body,
      });
      const events = response.body.trim().split('\n\n');
      const names = events.map((block) => block.match(/^event: (.+)$/m)?.[1]);
      expect(names[0]).toBe('chunk');
      expect(names[1]).toBe('restart');
      expect(names.at(-1)).toBe('speech');
      const saved = JSON.parse(events.at(-1)?.match(/^data: (.+)$/m)?.[1] ?? '{}');
      expect(saved.content).not.toContain('Half a sentence');
      expect(saved.content).toMatch(/interview/i);
      expect(saved.shaping.writer).toBe('local');
    } finally {
      await app.close();
    }
  });

  it('gives a free account exactly 3 speeches from 30 parallel streams; a refused one streams no text', async ({
    app,
    database,
  }) => {
    const { cookie, user } = await signUp(app);
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/speeches/generate/stream',
          headers: { cookie },
          payload: { ...body, duration: 'extended' },
        }),
      ),
    );
    const saved = responses.filter((response) => response.body.includes('event: speech'));
    const refused = responses.filter((response) => response.statusCode === 402);
    expect(saved).toHaveLength(3);
    expect(refused).toHaveLength(27);
    for (const response of refused) expect(response.body).not.toContain('event: chunk');
    expect(await countSpeeches(database, user.id)).toBe(3);
    expect(await speechesUsed(database, user.id)).toBe(3);
  });

  describe('with an LLM writing the speech (the LLM double, streaming one sentence at a time)', () => {
    const sentences = Array.from(
      { length: 20 },
      (_, i) => `Sentence ${i + 1} says you prepared for Monday and you are ready. `,
    ).join('');
    const llmApp = async (database: Database, llm: LlmDouble) =>
      buildTestApp(database, {
        writer: createWriter({ llm: { baseUrl: llm.baseUrl, model: 'gpt-test' } }, createLocalWriter(), {
          warn: () => {},
        }),
      });

    it('counts the speech once its first text was sent, when the person leaves before the end', async ({
      database,
    }) => {
      const llm = await startLlmDouble({
        behaviour: { kind: 'answer', text: sentences, chunks: 20, delayMs: 150 },
      });
      const app = await llmApp(database, llm);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { cookie, user } = await signUp(app);
        const before = await speechesUsed(database, user.id);
        const leaving = new AbortController();
        const response = await fetch(`${address}/api/speeches/generate/stream`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: leaving.signal,
        });
        const reader = response.body?.getReader();
        if (!reader) throw new Error('no body');
        const decoder = new TextDecoder();
        let received = '';
        while (!received.includes('event: chunk')) {
          const { done, value } = await reader.read();
          if (done) throw new Error('the stream ended before any text');
          received += decoder.decode(value, { stream: true });
        }
        expect(received).toContain('Sentence 1 ');
        leaving.abort();
        // The reservation is settled when the writer sees the person gone, at its next sentence.
        await expect.poll(() => beingWritten(database, user.id), { timeout: 5_000 }).toBe(0);
        expect(await speechesUsed(database, user.id)).toBe((before ?? 0) + 1);
        expect(await countSpeeches(database, user.id)).toBe(0);
        expect(llm.requests).toHaveLength(1);
      } finally {
        await app.close();
        await llm.close();
      }
    });

    it('gives the reserved speech back when nothing was sent (the LLM fails before its first text)', async ({
      database,
    }) => {
      const llm = await startLlmDouble({ behaviour: { kind: 'fail' } });
      const failing: SpeechWriter = {
        name: 'local',
        // biome-ignore lint/correctness/useYield: it fails before writing anything, which is the point.
        async *write() {
          throw new Error('local writer exploded');
        },
      };
      const app = await buildTestApp(database, {
        writer: createWriter({ llm: { baseUrl: llm.baseUrl, model: 'gpt-test' } }, failing, {
          warn: () => {},
        }),
      });
      try {
        const { cookie, user } = await signUp(app);
        const response = await app.inject({
          method: 'POST',
          url: '/api/speeches/generate/stream',
          headers: { cookie },
          payload: body,
        });
        expect(response.body).not.toContain('event: chunk');
        expect(response.body).toContain('event: error');
        expect(llm.requests).toHaveLength(1);
        expect(await beingWritten(database, user.id)).toBe(0);
        expect(await speechesUsed(database, user.id)).toBe(0);
      } finally {
        await app.close();
        await llm.close();
      }
    });
  });

  it('refuses over-quota requests with a plain 402 before streaming', async ({ app, database }) => {
    const { cookie, user } = await signUp(app);
    await setUser(database.db, user.id, { speechesUsed: 3 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/speeches/generate/stream',
      headers: { cookie },
      payload: body,
    });
    expect(response.statusCode).toBe(402);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('reading and changing speeches', () => {
  async function userWithSpeeches(app: App, database: Database, count: number) {
    const account = await signUp(app);
    await setUser(database.db, account.user.id, { speechLimit: 100 });
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await generate(app, account.cookie)).json().id);
    return { ...account, ids };
  }

  it('lists newest first with cursor pagination', async ({ app, database }) => {
    const { cookie, ids } = await userWithSpeeches(app, database, 5);
    const first = await app.inject({ method: 'GET', url: '/api/speeches?limit=2', headers: { cookie } });
    expect(first.json().map((s: { id: number }) => s.id)).toEqual([ids[4], ids[3]]);
    const cursor = first.headers['x-next-cursor'];
    const second = await app.inject({
      method: 'GET',
      url: `/api/speeches?limit=2&cursor=${cursor}`,
      headers: { cookie },
    });
    expect(second.json().map((s: { id: number }) => s.id)).toEqual([ids[2], ids[1]]);
    const third = await app.inject({
      method: 'GET',
      url: `/api/speeches?limit=2&cursor=${second.headers['x-next-cursor']}`,
      headers: { cookie },
    });
    expect(third.json().map((s: { id: number }) => s.id)).toEqual([ids[0]]);
    expect(third.headers['x-next-cursor']).toBeUndefined();
    const bad = await app.inject({ method: 'GET', url: '/api/speeches?cursor=%%%', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    // Well-formed cursors naming positions Postgres cannot store: a year out of its range, an id past int4.
    for (const position of [
      { createdAt: new Date(-8.64e15), id: 1 },
      { createdAt: new Date(), id: 2 ** 31 },
    ]) {
      const url = `/api/speeches?cursor=${encodeCursor(position)}`;
      const impossible = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(impossible.statusCode, url).toBe(400);
    }
  });

  it('favourites, renames, clears a name and deletes', async ({ app, database }) => {
    const { cookie, ids } = await userWithSpeeches(app, database, 2);
    const id = ids[0];
    const favourite = await app.inject({
      method: 'PATCH',
      url: `/api/speeches/${id}`,
      headers: { cookie },
      payload: { isFavourite: true },
    });
    expect(favourite.json().isFavourite).toBe(1);
    const renamed = await app.inject({
      method: 'PATCH',
      url: `/api/speeches/${id}`,
      headers: { cookie },
      payload: { name: '  Bank day  ' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Bank day', isFavourite: 1 });
    const favourites = await app.inject({
      method: 'GET',
      url: '/api/speeches/favourites',
      headers: { cookie },
    });
    expect(favourites.json().map((s: { id: number }) => s.id)).toEqual([id]);
    const cleared = await app.inject({
      method: 'PATCH',
      url: `/api/speeches/${id}`,
      headers: { cookie },
      payload: { name: '' },
    });
    expect(cleared.json().name).toBeNull();
    const badPatch = await app.inject({
      method: 'PATCH',
      url: `/api/speeches/${id}`,
      headers: { cookie },
      payload: { isFavourite: 'yes' },
    });
    expect(badPatch.statusCode).toBe(400);
    const unknownKey = await app.inject({
      method: 'PATCH',
      url: `/api/speeches/${id}`,
      headers: { cookie },
      payload: { content: 'hacked' },
    });
    expect(unknownKey.statusCode).toBe(400);
    const deleted = await app.inject({ method: 'DELETE', url: `/api/speeches/${id}`, headers: { cookie } });
    expect(deleted.statusCode).toBe(204);
    const gone = await app.inject({ method: 'GET', url: `/api/speeches/${id}`, headers: { cookie } });
    expect(gone.statusCode).toBe(404);
  });

  it('answers another user’s speech id with 404 on GET, PATCH and DELETE and changes nothing', async ({
    app,
    database,
  }) => {
    const alice = await userWithSpeeches(app, database, 1);
    const bob = await signUp(app);
    const id = alice.ids[0];
    const [before] = await database.db
      .select()
      .from(speeches)
      .where(eq(speeches.id, id ?? 0));
    const attempts = [
      app.inject({ method: 'GET', url: `/api/speeches/${id}`, headers: { cookie: bob.cookie } }),
      app.inject({
        method: 'PATCH',
        url: `/api/speeches/${id}`,
        headers: { cookie: bob.cookie },
        payload: { name: 'mine now', isFavourite: true },
      }),
      app.inject({ method: 'DELETE', url: `/api/speeches/${id}`, headers: { cookie: bob.cookie } }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Speech not found' });
    }
    const [after] = await database.db
      .select()
      .from(speeches)
      .where(eq(speeches.id, id ?? 0));
    expect(after).toEqual(before);
    const list = await app.inject({ method: 'GET', url: '/api/speeches', headers: { cookie: bob.cookie } });
    expect(list.json()).toEqual([]);
  });

  it('refuses malformed ids', async ({ app }) => {
    const { cookie } = await signUp(app);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1%20or%201=1']) {
      const response = await app.inject({ method: 'GET', url: `/api/speeches/${id}`, headers: { cookie } });
      expect(response.statusCode, id).toBe(400);
    }
  });
});
