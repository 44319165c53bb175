import { createHmac, randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAnswer } from '../../common/api/auth';
import { FREE_SPEECH_LIMIT } from '../../common/limits';
import { overallMood } from '../../common/overall-mood';
import type { Db, Tx } from '../db/client';
import { goals, moodEntries, speeches, speechReservations, userStats, users } from '../db/schema';
import { AppError } from '../http/app-error';
import { clientNetwork } from '../http/client-network';
import type { SharedAttemptLimiter } from '../http/shared-attempt-limiter';
import { RESERVATION_TTL_MS } from '../speeches/quota';
import type { SampleSpeeches } from '../speeches/sample-speeches';
import { audioKeysOf, forgetUnreferenced } from '../voice/audio-references';
import type { VoiceService } from '../voice/voice-service';
import { DEMO_FIRST_NAME, DEMO_GOALS, DEMO_MOODS, DEMO_SPEECHES } from './demo-content';
import { startSession } from './start-session';
import { toPublicUser } from './users';

export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/** Demo sessions one address may start in a day (a demo user lives that long). */
const DEMO_SESSIONS_PER_DAY = 10;
const TOO_MANY_DEMOS =
  'Too many demo sessions from your network today. Sign up to keep going, or try again tomorrow.';

/** A visitor's network (see clientNetwork) as stored with a demo user: keyed-hashed, so the table holds no addresses. */
const demoOrigin = (secret: string, network: string) =>
  createHmac('sha256', secret).update(`demo-origin:${network}`).digest('base64url');

/**
 * The speeches a new demo user from `origin` may write. Every demo session of one address in a day shares
 * one free quota, so starting another gives no fresh speeches: the new session takes what the earlier ones
 * left, and they keep only what they have used or are writing. Refuses (429) past the daily cap. Runs
 * under a lock on the origin and the earlier users' row locks (the ones reserveSpeech takes), so parallel
 * logins and speeches being written are counted.
 */
async function takeDemoQuota(tx: Tx, origin: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${origin}, 0))`);
  const earlier = await tx
    .select({ id: users.id, speechesUsed: users.speechesUsed })
    .from(users)
    .where(
      and(
        eq(users.isDemo, true),
        eq(users.demoOrigin, origin),
        gt(users.createdAt, new Date(Date.now() - DEMO_LIFETIME_MS)),
      ),
    )
    .for('update');
  if (earlier.length >= DEMO_SESSIONS_PER_DAY) throw new AppError(429, TOO_MANY_DEMOS);
  let spent = 0;
  for (const { id, speechesUsed } of earlier) {
    const [writing] = await tx
      .select({ n: count() })
      .from(speechReservations)
      .where(
        and(
          eq(speechReservations.userId, id),
          gt(speechReservations.createdAt, new Date(Date.now() - RESERVATION_TTL_MS)),
        ),
      );
    const kept = speechesUsed + (writing?.n ?? 0);
    await tx.update(users).set({ speechLimit: kept }).where(eq(users.id, id));
    spent += kept;
  }
  return Math.max(0, FREE_SPEECH_LIMIT - spent);
}

/**
 * A fresh demo user per visit, so visitors never see each other's data, seeded with sample content: its
 * speeches are the writer's own (written once per process), for the demo's first name. Its quota is shared
 * with the other demo sessions from the same origin (see takeDemoQuota).
 */
async function createDemoUser(db: Db, origin: string, samples: SampleSpeeches) {
  const demoSpeeches = await Promise.all(
    DEMO_SPEECHES.map(async ({ daysAgo, ...speech }) => {
      const { context, tone, voiceStyle, length } = speech;
      const written = await samples({
        context,
        tone,
        voiceStyle,
        duration: length,
        firstName: DEMO_FIRST_NAME,
      });
      const { content, seconds, shaping } = written;
      return { ...speech, content, duration: seconds, shaping, createdAt: daysFromNow(-daysAgo) };
    }),
  );
  return db.transaction(async (tx) => {
    const speechLimit = await takeDemoQuota(tx, origin);
    const [user] = await tx
      .insert(users)
      .values({
        email: `demo-${randomUUID()}@demo.uplift.invalid`,
        firstName: DEMO_FIRST_NAME,
        isDemo: true,
        demoOrigin: origin,
        speechLimit,
      })
      .returning();
    if (!user) throw new Error('insert returned no user');
    await tx.insert(goals).values(
      DEMO_GOALS.map((goal) => ({
        userId: user.id,
        title: goal.title,
        category: goal.category,
        description: `Goal: ${goal.title}`,
        targetDate: daysFromNow(goal.daysAhead).toISOString().slice(0, 10),
      })),
    );
    await tx.insert(moodEntries).values(
      DEMO_MOODS.map(({ daysAgo, ...mood }) => ({
        userId: user.id,
        ...mood,
        overallMood: overallMood(mood),
        createdAt: daysFromNow(-daysAgo),
      })),
    );
    await tx.insert(speeches).values(demoSpeeches.map((speech) => ({ userId: user.id, ...speech })));
    const toneStats: Record<string, number> = {};
    for (const speech of DEMO_SPEECHES) toneStats[speech.tone] = (toneStats[speech.tone] ?? 0) + 1;
    await tx.insert(userStats).values({
      userId: user.id,
      totalSpeeches: DEMO_SPEECHES.length,
      speechesThisWeek: DEMO_SPEECHES.length,
      currentStreak: 2,
      mostUsedTone: DEMO_SPEECHES[0].tone,
      toneStats,
      lastSpeechDate: new Date(),
    });
    return user;
  });
}

/** Deletes demo users older than a day, with their data and (given the voice service) their cached audio. */
export async function deleteStaleDemoUsers(
  db: Db,
  voice: VoiceService | undefined,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - DEMO_LIFETIME_MS);
  const stale = and(eq(users.isDemo, true), lt(users.createdAt, cutoff));
  const ids = (await db.select({ id: users.id }).from(users).where(stale)).map((row) => row.id);
  if (ids.length === 0) return 0;
  const keys = voice ? await audioKeysOf(db, { userIds: ids }) : [];
  const removed = await db
    .delete(users)
    .where(and(stale, inArray(users.id, ids)))
    .returning({ id: users.id });
  if (voice) await forgetUnreferenced(db, voice, keys);
  return removed.length;
}

export const demoRoutes: FastifyPluginAsyncZod<{
  db: Db;
  limiter: SharedAttemptLimiter;
  /** Keys the hash of the visitor's address (the session secret). */
  secret: string;
  samples: SampleSpeeches;
}> = async (app, { db, limiter, secret, samples }) => {
  app.post(
    '/api/simple-demo-login',
    { schema: { response: { 200: userAnswer } } },
    async (request, reply) => {
      const network = clientNetwork(request.ip);
      await limiter.hit(`demo:${network}`);
      const user = await createDemoUser(db, demoOrigin(secret, network), samples);
      await startSession(db, request, reply, user.id);
      return { user: toPublicUser(user) };
    },
  );
};
