import { and, eq } from 'drizzle-orm';
import { estimateSeconds } from '../../common/durations';
import type { SpeechCreate } from '../../common/schemas/speech';
import { inCurrentPeriod } from '../billing/period-rollover';
import type { Usage } from '../billing/usage-notices';
import type { Db } from '../db/client';
import { goals, type Speech, speeches, type User } from '../db/schema';
import { notFound } from '../http/app-error';
import { assertQuotaLeft, consumeSpeech } from './quota';
import { recordSpeechInStats } from './stats';
import { WriterInterruptedError } from './writer/fallback-writer';
import { countWords } from './writer/quality';
import { analyse } from './writer/shaping';
import type { SpeechWriter, WriteRequest } from './writer/types';
import { loadWriterProfile, rememberSentences } from './writer-profile';

export type GenerateInput = SpeechCreate & { timeZone: string };

export type PreparedGeneration = Awaited<ReturnType<typeof prepareGeneration>>;

/** Everything that can refuse a request (quota, someone else's goal) happens here, before any writing. */
export async function prepareGeneration(db: Db, signedIn: User, input: GenerateInput) {
  // A subscriber whose billing period has ended starts the new one (usage back to 0) before the check.
  const user = await inCurrentPeriod(db, signedIn);
  assertQuotaLeft(user);
  const goal = input.goalId ? await findOwnGoal(db, user.id, input.goalId) : null;
  const profile = await loadWriterProfile(db, user.id);
  const request: WriteRequest = {
    context: input.context,
    tone: input.tone,
    voiceStyle: input.voiceStyle,
    duration: input.duration,
    firstName: user.firstName,
    goalTitle: goal?.title ?? null,
  };
  return { user, input, goal, profile, request };
}

/**
 * Writes and saves a speech; resolves with it and the user's usage after it. The text is written first (streamed through onChunk), then one
 * transaction takes the quota with a conditional update, inserts the speech and updates the stats —
 * so a failed or refused generation never uses quota, and parallel requests can't exceed the limit.
 */
export async function writeAndSaveSpeech(
  db: Db,
  writer: SpeechWriter,
  { user, input, goal, profile, request }: PreparedGeneration,
  onChunk: (text: string) => void = () => {},
  onRestart: () => void = () => {},
): Promise<{ speech: Speech; usage: Usage }> {
  let content = '';
  const collect = async (chunks: AsyncIterable<string>) => {
    for await (const chunk of chunks) {
      content += chunk;
      onChunk(chunk);
    }
  };
  // Recorded in the speech's shaping ('Why this speech'): the writer that actually wrote it.
  let writtenBy = writer.name;
  try {
    await collect(writer.write(request, profile, (fallback) => (writtenBy = fallback)));
  } catch (error) {
    // The LLM died mid-speech: what was sent is void, and the local writer starts again from the top.
    if (!(error instanceof WriterInterruptedError)) throw error;
    content = '';
    writtenBy = error.fallbackWriter;
    onRestart();
    await collect(error.restartWithFallback());
  }
  content = content.trim();
  if (!content) throw new Error(`${writtenBy} writer produced no text`);

  const now = new Date();
  const saved = await db.transaction(async (tx) => {
    const usage = await consumeSpeech(tx, user.id);
    const [speech] = await tx
      .insert(speeches)
      .values({
        userId: user.id,
        goalId: goal?.id ?? null,
        context: input.context,
        tone: input.tone,
        voiceStyle: input.voiceStyle,
        length: input.duration,
        content,
        duration: estimateSeconds(countWords(content)),
        shaping: { writer: writtenBy, ...analyse(request, profile) },
        createdAt: now,
      })
      .returning();
    if (!speech) throw new Error('insert returned no speech');
    await recordSpeechInStats(tx, user.id, input.tone, input.timeZone, now);
    return { speech, usage };
  });
  rememberSentences(saved.speech);
  return saved;
}

async function findOwnGoal(db: Db, userId: string, goalId: number) {
  const [goal] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
  if (!goal) throw notFound('Goal not found');
  return goal;
}
