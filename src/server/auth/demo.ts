import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAnswer } from '../../common/api/auth';
import { overallMood } from '../../common/overall-mood';
import type { Db } from '../db/client';
import { goals, moodEntries, speeches, userStats, users } from '../db/schema';
import type { AttemptLimiter } from '../http/attempt-limiter';
import type { SampleSpeeches } from '../speeches/sample-speeches';
import { audioKeysOf, forgetUnreferenced } from '../voice/audio-references';
import type { VoiceService } from '../voice/voice-service';
import { DEMO_FIRST_NAME, DEMO_GOALS, DEMO_MOODS, DEMO_SPEECHES } from './demo-content';
import { startSession } from './start-session';
import { toPublicUser } from './users';

export const DEMO_LIFETIME_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);

/**
 * A fresh demo user per visit, so visitors never see each other's data, seeded with sample content: its
 * speeches are the writer's own (written once per process), for the demo's first name.
 */
export async function createDemoUser(db: Db, samples: SampleSpeeches) {
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
    const [user] = await tx
      .insert(users)
      .values({ email: `demo-${randomUUID()}@demo.uplift.invalid`, firstName: DEMO_FIRST_NAME, isDemo: true })
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
  limiter: AttemptLimiter;
  samples: SampleSpeeches;
}> = async (app, { db, limiter, samples }) => {
  app.post(
    '/api/simple-demo-login',
    { schema: { response: { 200: userAnswer } } },
    async (request, reply) => {
      limiter.hit(`demo:${request.ip}`);
      const user = await createDemoUser(db, samples);
      await startSession(db, request, reply, user.id);
      return { user: toPublicUser(user) };
    },
  );
};
