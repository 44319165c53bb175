import { and, eq } from 'drizzle-orm';
import { estimateSeconds } from '../../common/durations';
import { localDate } from '../../common/local-date';
import type { SpeechCreate } from '../../common/schemas/speech';
import type { SupportAnswer } from '../../common/support/support-answer';
import type { Usage } from '../billing/usage-notifications';
import type { Db } from '../db/client';
import { type Goal, goals, type Speech, speeches, type User, users } from '../db/schema';
import { AppError, notFound } from '../http/app-error';
import { screenTexts, screenTextsWithSecondOpinion } from '../safety/crisis-support';
import type { SecondOpinion } from '../safety/second-opinion';
import { withoutCrisisWords } from '../safety/without-crisis-words';
import {
  commitReservation,
  quotaExceeded,
  type Reservation,
  releaseReservation,
  reserveSpeech,
  spendReservation,
} from './quota';
import { recordSpeechInStats } from './stats';
import { countWords } from './writer/quality';
import type { SpeechShaping } from './writer/shaping';
import {
  EMPTY_PROFILE,
  type SpeechWriter,
  type WriteRequest,
  type WriterName,
  type WriterProfile,
} from './writer/types';
import type { WriterProfiles } from './writer-profile';

/** What to write: the form's choices, the person's time zone, and whether it is for the event's morning. */
export type GenerateInput = SpeechCreate & { timeZone: string; onTheDay?: boolean };

/** A generation that passed every check and holds a speech reserved from the quota. */
export type PreparedGeneration = {
  user: User;
  input: GenerateInput;
  goal: Goal | null;
  profile: WriterProfile;
  request: WriteRequest;
  /** Its place in the quota, held while it is written. */
  reservation: Reservation;
  /** The middle band: the words were uncertain, and a calm note goes above the speech. */
  supportNote?: SupportAnswer | undefined;
};

/** What a person sees while a speech is written: its text, and the news that it starts over. */
export type WriteProgress = {
  onChunk?: (text: string) => void;
  onRestart?: () => void;
  signal?: AbortSignal;
};

/**
 * Everything that can refuse or redirect a request happens here, before any writing. Crisis language in
 * the context (or the linked goal) gets support and uses no quota; someone else's goal is 404; last, one
 * speech is reserved from the quota (402 when none is left), so nothing is written for a refused request.
 * A speech for someone else (`forName`) uses the sender's quota like any other.
 */
export async function prepareGeneration(
  db: Db,
  profiles: WriterProfiles,
  user: User,
  input: GenerateInput,
  secondOpinion?: SecondOpinion | null,
): Promise<{ support: SupportAnswer } | { prepared: PreparedGeneration }> {
  const early = await screenTextsWithSecondOpinion([input.context], input.timeZone, secondOpinion);
  if (early.level === 'crisis') return { support: early.support };
  let supportNote = early.level === 'uncertain' ? early.note : undefined;
  // Uncertain words never get a bare 402: the note travels with the limit's message.
  const withNote = (error: unknown) =>
    supportNote && error instanceof AppError && error.statusCode === 402
      ? new AppError(402, error.message, { ...error.options, extra: { supportNote } })
      : error;
  // `user` is as of the current billing period (requireUser rolled an ended one over).
  if (user.speechesUsed >= user.speechLimit) throw withNote(quotaExceeded(user));
  const goal = input.goalId ? await findOwnGoal(db, user.id, input.goalId) : null;
  const goalScreen = screenTexts([goal?.title, goal?.description], input.timeZone);
  if (goalScreen.level === 'crisis') return { support: goalScreen.support };
  if (goalScreen.level === 'uncertain') supportNote ??= goalScreen.note;
  // A speech for someone else is written from a neutral profile: the sender's ratings, phrases to avoid
  // and recent speeches are about the sender, and are not read for it (nor their name or goals).
  const forSomeoneElse = input.forName !== undefined;
  const profile = forSomeoneElse ? EMPTY_PROFILE : await profiles.load(user.id);
  const reservation = await reserveSpeech(db, user.id).catch((error: unknown) => {
    throw withNote(error);
  });
  const request: WriteRequest = {
    context: input.context,
    tone: input.tone,
    voiceStyle: input.voiceStyle,
    duration: input.duration,
    firstName: input.forName ?? user.firstName,
    goalTitle: goal?.title ?? null,
    forSomeoneElse,
    today: localDate(new Date(), input.timeZone),
    ...(input.onTheDay ? { onTheDay: true } : {}),
  };
  return { prepared: { user, input, goal, profile, request, reservation, supportNote } };
}

/**
 * Writes and saves a prepared speech; resolves with it and the usage its reservation left. A failure, or
 * the person leaving (`signal`), saves nothing; the reserved speech goes back to the quota only if no text
 * reached the person (`onChunk`). Once they have read some of it, it counts as a speech used.
 */
export async function writeAndSaveSpeech(
  db: Db,
  writer: SpeechWriter,
  profiles: WriterProfiles,
  prepared: PreparedGeneration,
  progress: WriteProgress = {},
): Promise<{ speech: Speech; usage: Usage }> {
  const { user, input, goal, profile, request, reservation } = prepared;
  // Whether any text reached the person: from then on the speech counts, whatever happens next.
  let shown = false;
  const { onChunk } = progress;
  const showing: WriteProgress = onChunk
    ? {
        ...progress,
        onChunk: (text) => {
          shown = true;
          onChunk(text);
        },
      }
    : progress;
  let result: { speech: Speech; usage: Usage };
  try {
    const written = await writeSpeechText(writer, request, profile, showing);
    const { content, writtenBy } = written;
    // The local writer analysed the request as it wrote; an LLM's speech is read for it once here. The
    // analysis (compromise's lexicon, ~40 MB) is loaded only then: local speeches are read in the workers.
    const shaping = written.shaping ?? (await import('./writer/shaping')).analyse(request, profile).shaping;
    const now = new Date();
    result = await db.transaction(async (tx) => {
      // The user's row lock serialises one user's saves, so their stats (read, then written) can't interleave.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [saved] = await tx
        .insert(speeches)
        .values({
          userId: user.id,
          goalId: goal?.id ?? null,
          context: input.context,
          tone: input.tone,
          voiceStyle: input.voiceStyle,
          length: input.duration,
          forName: input.forName ?? null,
          content,
          duration: estimateSeconds(countWords(content)),
          shaping: { writer: writtenBy, ...shaping },
          createdAt: now,
        })
        .returning();
      if (!saved) throw new Error('insert returned no speech');
      await recordSpeechInStats(tx, user.id, input.tone, input.timeZone, now);
      // The speech and its count in the quota are saved together: a crash keeps both or neither.
      return { speech: saved, usage: await commitReservation(tx, reservation) };
    });
  } catch (error) {
    const settle = shown ? spendReservation : releaseReservation;
    await settle(db, reservation).catch(() => {});
    throw error;
  }
  profiles.remember(result.speech);
  return result;
}

export class GenerationAbandonedError extends Error {
  override readonly name = 'GenerationAbandonedError';
}

/** The writer's whole text for a request (and who wrote it, and how), never saying crisis words back. */
export async function writeSpeechText(
  writer: SpeechWriter,
  request: WriteRequest,
  profile: WriterProfile,
  { onChunk, onRestart, signal }: WriteProgress = {},
): Promise<{ content: string; writtenBy: WriterName; shaping: SpeechShaping | null }> {
  let content = '';
  // Recorded in the speech's shaping ('Why this speech'): the writer that actually wrote it.
  let writtenBy = writer.name;
  let shaping: SpeechShaping | null = null;
  for await (const event of writer.write(request, profile)) {
    // Leaving the loop closes the writer (an LLM's request is aborted).
    if (signal?.aborted) throw new GenerationAbandonedError('The person left before the speech was written');
    if (event.type === 'writtenBy') writtenBy = event.writer;
    else if (event.type === 'shaping') shaping = event.shaping;
    else if (event.type === 'restart') {
      content = '';
      shaping = null;
      onRestart?.();
    } else {
      content += event.text;
      onChunk?.(event.text);
    }
  }
  content = content.trim();
  // Whatever the screen said, a speech never says crisis words back: any sentence with them goes, and a
  // person watching the text arrive sees it start over without them.
  const safe = withoutCrisisWords(content);
  if (safe !== content) {
    content = safe;
    onRestart?.();
    onChunk?.(content);
  }
  if (!content) throw new Error(`${writtenBy} writer produced no text`);
  return { content, writtenBy, shaping };
}

async function findOwnGoal(db: Db, userId: string, goalId: number) {
  const [goal] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
  if (!goal) throw notFound('Goal not found');
  return goal;
}
