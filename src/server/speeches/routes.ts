import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { speechStreamEvents } from '../../common/api/speech-stream';
import { generateAnswers, speech as speechAnswer, speechList } from '../../common/api/speeches';
import { noContent } from '../../common/api/wire';
import { CONTEXT_MAX_LENGTH, NAME_MAX_LENGTH } from '../../common/limits';
import { speechCreateSchema, speechUpdateSchema } from '../../common/schemas/speech';
import { currentUser, type RequireUser } from '../auth/authenticate';
import { notifyUsage, type Usage } from '../billing/usage-notifications';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { whenClientLeaves } from '../http/client-gone';
import { publicError } from '../http/database-unavailable';
import { idParams } from '../http/id-params';
import { findOwnEventPush } from '../reminders/event-pushes';
import { crisisSupport } from '../safety/crisis-support';
import type { SecondOpinion } from '../safety/second-opinion';
import { audioKeysOf, forgetUnreferenced } from '../voice/audio-references';
import type { VoiceService } from '../voice/voice-service';
import {
  type GenerateInput,
  GenerationAbandonedError,
  prepareGeneration,
  writeAndSaveSpeech,
} from './generate-speech';
import {
  decodeCursor,
  deleteOwnSpeech,
  getOwnSpeech,
  listFavourites,
  listSpeeches,
  toSpeechResponse,
  updateOwnSpeech,
} from './speech-queries';
import { openEventStream } from './sse';
import { isValidTimeZone, timeZoneField } from './stats';
import type { SpeechWriter } from './writer/types';
import type { WriterProfiles } from './writer-profile';

export const generateBody = speechCreateSchema.extend({ timeZone: timeZoneField });

const speechIdParams = idParams('Speech');
const eventPushIdParams = idParams('Event push');

export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

/**
 * Answers crisis language in a context (and in the name of the person a speech is for, which the speech
 * will say) with support before the body is validated or anything else runs. Text over its length limit
 * is left to validation unread: scanning 60 KiB cost 24 ms of CPU.
 */
async function supportFirst(request: FastifyRequest, reply: FastifyReply) {
  const body = request.body as { context?: unknown; forName?: unknown; timeZone?: unknown } | null;
  if (typeof body?.context !== 'string' || body.context.trim().length > CONTEXT_MAX_LENGTH) return;
  const forName =
    typeof body.forName === 'string' && body.forName.trim().length <= NAME_MAX_LENGTH ? [body.forName] : [];
  const timeZone = typeof body.timeZone === 'string' && isValidTimeZone(body.timeZone) ? body.timeZone : null;
  const support = crisisSupport([body.context, ...forName], timeZone);
  if (!support) return;
  if (!request.url.endsWith('/stream')) return reply.code(200).send({ support });
  const stream = openEventStream(reply, speechStreamEvents);
  stream.send('support', { support });
  stream.end();
}

type SpeechRouteOptions = {
  db: Db;
  requireUser: RequireUser;
  writer: SpeechWriter;
  profiles: WriterProfiles;
  /** Holds the speeches' cached audio, deleted with them; absent where the app has no voices. */
  voice?: VoiceService | undefined;
  /** An LLM's second opinion on a context's words, when one is configured. */
  secondOpinion?: SecondOpinion | null | undefined;
};

export const speechRoutes: FastifyPluginAsyncZod<SpeechRouteOptions> = async (
  app,
  { db, requireUser, writer, profiles, voice, secondOpinion },
) => {
  app.addHook('onRequest', requireUser);

  /** The 80% and at-limit notices; a failure there must not fail a speech that was written and saved. */
  const noticeUsage = (request: FastifyRequest, usage: Usage) =>
    notifyUsage(db, usage).catch((error: unknown) =>
      request.log.warn({ err: error }, 'usage notification failed'),
    );

  /**
   * Crisis language gets support instead of a speech (200, no quota used); otherwise 201 and the speech,
   * with `supportNote` beside it when the words were uncertain (the middle band, which uses quota as any
   * speech does). The quota is taken before anything is written (402 when none is left).
   */
  const generate = async (request: FastifyRequest, input: GenerateInput) => {
    const outcome = await prepareGeneration(db, profiles, currentUser(request), input, secondOpinion);
    if ('support' in outcome) return { status: 200, body: { support: outcome.support } } as const;
    const { speech, usage } = await writeAndSaveSpeech(db, writer, profiles, outcome.prepared);
    await noticeUsage(request, usage);
    const { supportNote } = outcome.prepared;
    const body = { ...toSpeechResponse(speech), ...(supportNote ? { supportNote } : {}) };
    return { status: 201, body } as const;
  };

  // Before validation too: "kms" is shorter than a context may be, and needs help, not a 400.
  app.post(
    '/api/speeches/generate',
    { schema: { body: generateBody, response: generateAnswers }, preValidation: supportFirst },
    async (request, reply) => {
      const { status, body } = await generate(request, request.body);
      return reply.code(status).send(body);
    },
  );

  // Opened from the push on the morning of a speech's event: a new short speech from the same words, tone
  // and voice, written for that morning (the event is today). It is written as any speech is, from the
  // user's quota; with none left, the 402 names the original speech (`speechId`) to offer instead.
  app.post(
    '/api/event-pushes/:id/speech',
    { schema: { params: eventPushIdParams, response: generateAnswers } },
    async (request, reply) => {
      const user = currentUser(request);
      const push = await findOwnEventPush(db, user.id, request.params.id);
      const original = await getOwnSpeech(db, user.id, push.speechId);
      const input: GenerateInput = {
        context: original.context,
        tone: original.tone,
        voiceStyle: original.voiceStyle,
        duration: 'short',
        ...(original.goalId ? { goalId: original.goalId } : {}),
        timeZone: push.timeZone,
        onTheDay: true,
      };
      const { status, body } = await generate(request, input).catch((error: unknown) => {
        if (!(error instanceof AppError) || error.statusCode !== 402) throw error;
        const extra = { ...error.options.extra, speechId: original.id };
        throw new AppError(402, error.message, { ...error.options, extra });
      });
      return reply.code(status).send(body);
    },
  );

  // The same generation, streamed: `chunk` events as the text is written, then `speech` with the saved
  // speech (and its `supportNote` in the middle band), or `error` with {status, message}; `restart` means "discard the text so far" (the LLM failed
  // mid-speech and the local writer starts over); `support` alone, in place of a speech, for crisis
  // language. Quota and validation failures answer before the stream opens, as plain JSON errors. A person
  // who leaves before the speech is saved cancels it; the reserved speech goes back to their quota only if
  // no text had been sent, since a speech they have read is a speech used.
  app.post(
    '/api/speeches/generate/stream',
    { schema: { body: generateBody }, preValidation: supportFirst },
    async (request, reply) => {
      const outcome = await prepareGeneration(
        db,
        profiles,
        currentUser(request),
        request.body,
        secondOpinion,
      );
      const stream = openEventStream(reply, speechStreamEvents);
      if ('support' in outcome) {
        stream.send('support', { support: outcome.support });
        stream.end();
        return;
      }
      try {
        const { speech, usage } = await writeAndSaveSpeech(db, writer, profiles, outcome.prepared, {
          onChunk: (text) => stream.send('chunk', { text }),
          onRestart: () => stream.send('restart', {}),
          signal: whenClientLeaves(reply),
        });
        const { supportNote } = outcome.prepared;
        stream.send('speech', { ...toSpeechResponse(speech), ...(supportNote ? { supportNote } : {}) });
        await noticeUsage(request, usage);
      } catch (error) {
        if (error instanceof GenerationAbandonedError) return;
        const known = publicError(error);
        const status = known?.statusCode ?? 500;
        if (status >= 500) request.log.error({ err: error }, 'streamed generation failed');
        const message = known?.message ?? 'Failed to generate speech. Please try again.';
        stream.send('error', { status, message });
      } finally {
        stream.end();
      }
    },
  );

  app.get(
    '/api/speeches',
    { schema: { querystring: listQuery, response: { 200: speechList } } },
    async (request, reply) => {
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor) : null;
      if (request.query.cursor && !cursor) throw new AppError(400, 'cursor is not valid');
      const { page, nextCursor } = await listSpeeches(
        db,
        currentUser(request).id,
        request.query.limit,
        cursor,
      );
      // The client reads a plain list; the next page's cursor travels in a header.
      if (nextCursor) reply.header('x-next-cursor', nextCursor);
      return page.map(toSpeechResponse);
    },
  );

  app.get('/api/speeches/favourites', { schema: { response: { 200: speechList } } }, async (request) =>
    (await listFavourites(db, currentUser(request).id)).map(toSpeechResponse),
  );

  app.get(
    '/api/speeches/:id',
    { schema: { params: speechIdParams, response: { 200: speechAnswer } } },
    async (request) => toSpeechResponse(await getOwnSpeech(db, currentUser(request).id, request.params.id)),
  );

  app.patch(
    '/api/speeches/:id',
    { schema: { params: speechIdParams, body: speechUpdateSchema, response: { 200: speechAnswer } } },
    async (request) =>
      toSpeechResponse(await updateOwnSpeech(db, currentUser(request).id, request.params.id, request.body)),
  );

  // Its cached audio goes with it, unless another speech uses the same audio.
  const deleteSchema = { params: speechIdParams, response: { 204: noContent } };
  app.delete('/api/speeches/:id', { schema: deleteSchema }, async (request, reply) => {
    const keys = voice ? await audioKeysOf(db, { speechId: request.params.id }) : [];
    await deleteOwnSpeech(db, currentUser(request).id, request.params.id);
    if (voice) await forgetUnreferenced(db, voice, keys);
    return reply.code(204).send();
  });
};
