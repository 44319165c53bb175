import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audioTimings, voiceList } from '../../common/api/voice';
import { TONES } from '../../common/enums';
import { ID_MAX } from '../../common/limits';
import { MUSIC_VOLUME_MAX } from '../../common/music-choice';
import { currentUser, type RequireUser } from '../auth/authenticate';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { whenClientLeaves } from '../http/client-gone';
import type { SharedAttemptLimiter } from '../http/shared-attempt-limiter';
import { forgetUnreferenced, rememberAudio } from './audio-references';
import { DEFAULT_VOICE_ID, isVoiceId } from './catalogue';
import { attachmentHeader } from './download-name';
import { sendCached, sendLive, withProviderErrors } from './serve-audio';
import { loadSpeechAudio, recordAudioUrl, type SpeechAudio } from './speech-audio';
import type { Listener, MusicChoice, VoiceService } from './voice-service';

// The speech id and the voice id are each the part before the first hyphen ('12-abc' is 12).
const beforeHyphen = (value: string) => value.split('-')[0] ?? '';

export const audioParams = z.object({
  id: z
    .string()
    .transform(beforeHyphen)
    .pipe(z.string().regex(/^\d{1,10}$/, 'Speech id must be a number'))
    .transform(Number)
    .refine((id) => id >= 1 && id <= ID_MAX, 'Speech id is out of range'),
});

const voiceField = z
  .string()
  .max(100, 'Unknown voice')
  .transform((value) => beforeHyphen(value.trim()))
  .refine(isVoiceId, 'Unknown voice: choose one from /api/voices')
  .default(DEFAULT_VOICE_ID);

export const audioBody = z.object({ voice: voiceField, tone: z.enum(TONES).optional() });
/** The timings' query: `so_far=1` answers at once with what is known, starting nothing. */
export const timingsQuery = audioBody.extend({ so_far: z.literal('1').optional() });
export const audioQuery = audioBody.extend({
  download: z.enum(['0', '1', 'true', 'false']).optional(),
  /** Start at this sentence (of the speech's sentences): a seek past the audio made so far. */
  from: z
    .string()
    .regex(/^\d{1,5}$/, 'from must be a sentence number')
    .transform(Number)
    .optional(),
  /** With the tone's music bed mixed in at this volume (0–100): the 'Download with music' file. */
  music: z
    .string()
    .regex(/^\d{1,3}$/, 'music must be a volume from 0 to 100')
    .transform(Number)
    .refine((volume) => volume <= MUSIC_VOLUME_MAX, 'music must be a volume from 0 to 100')
    .optional(),
});

type VoiceRouteOptions = {
  db: Db;
  requireUser: RequireUser;
  voice: VoiceService;
  /** Audio requests each user may make a minute (seeking within cached audio is free), across servers. */
  audioRequests: SharedAttemptLimiter;
};

export const voiceRoutes: FastifyPluginAsyncZod<VoiceRouteOptions> = async (
  app,
  { db, requireUser, voice, audioRequests },
) => {
  // Which cached audio this speech uses (its mixes with music too), so it can be deleted with the speech.
  // Noted before synthesis; if the speech was deleted while its audio was made, that audio is forgotten
  // at once.
  const remember = async ({ speech, request }: SpeechAudio, music?: MusicChoice) => {
    const keys = voice.keysFor(request, music);
    if (!(await rememberAudio(db, speech.id, keys))) await forgetUnreferenced(db, voice, keys);
  };
  const countRequest = async (userId: string) => {
    if (!(await audioRequests.allows(userId)))
      throw new AppError(429, 'Too many audio requests. Please wait a minute and try again.');
  };
  // Audio made whole, then sent whole (the POST that answers with the MP3, a download with music): it counts like any new
  // audio, and its cached parts are noted for the speech before and after they are made.
  const sendWhole = async (
    reply: FastifyReply,
    userId: string,
    target: SpeechAudio,
    make: (listener: Listener) => Promise<Uint8Array>,
    options: {
      /** A Content-Disposition to download it as a file, set once it is made (not on an error). */
      attachment?: string | undefined;
      /** The music mixed in, whose cached mix is noted for the speech too. */
      music?: MusicChoice;
    } = {},
  ) => {
    const { attachment, music } = options;
    await countRequest(userId);
    await remember(target, music);
    const mp3 = await withProviderErrors(() => make({ owner: userId, signal: whenClientLeaves(reply) }));
    await Promise.all([recordAudioUrl(db, target), remember(target, music)]);
    if (attachment) reply.header('content-disposition', attachment);
    return reply.type('audio/mpeg').header('cache-control', 'no-store').send(Buffer.from(mp3));
  };

  // The catalogue is not secret: public, so the picker can fill before sign-in completes.
  app.get('/api/voices', { schema: { response: { 200: voiceList } } }, async () => ({
    voices: voice.voices,
    languages: [...voice.languages],
  }));

  // The whole MP3 as the response body (the client makes a blob of it).
  app.post(
    '/api/speeches/:id/audio',
    { onRequest: requireUser, schema: { params: audioParams, body: audioBody } },
    async (request, reply) => {
      const user = currentUser(request);
      const target = await loadSpeechAudio(
        db,
        user.id,
        request.params.id,
        request.body.voice,
        request.body.tone,
      );
      return sendWhole(reply, user.id, target, (listener) => voice.audio(target.request, listener));
    },
  );

  // Streams while synthesising, so playback starts within a second; byte ranges once cached.
  app.get(
    '/api/speeches/:id/audio.mp3',
    { onRequest: requireUser, schema: { params: audioParams, querystring: audioQuery } },
    async (request, reply) => {
      const user = currentUser(request);
      const { voice: voiceId, tone, download, from, music } = request.query;
      const target = await loadSpeechAudio(db, user.id, request.params.id, voiceId, tone);
      const asFile = download === '1' || download === 'true';
      if (music !== undefined) {
        const choice = { tone: target.tone, volume: music };
        return sendWhole(
          reply,
          user.id,
          target,
          (listener) => voice.withMusic(target.request, choice, listener),
          {
            attachment: asFile ? attachmentHeader(target.speech.name, 'with music') : undefined,
            music: choice,
          },
        );
      }
      if (from) {
        // Synthesised afresh each time, so it counts like any new audio.
        await countRequest(user.id);
        const signal = whenClientLeaves(reply);
        const rest = voice.openFrom(target.request, from, { owner: user.id, signal });
        if (!rest) return reply.code(416).send({ message: 'Range not satisfiable' });
        return sendLive(reply, rest, signal);
      }
      const range = request.headers.range;
      if (!range || !(await voice.isCached(target.request))) await countRequest(user.id);
      await remember(target);
      const signal = whenClientLeaves(reply);
      const source = await voice.open(target.request, { owner: user.id, signal });
      if (asFile) {
        reply.header('content-disposition', attachmentHeader(target.speech.name));
      }
      if (source.kind === 'cached') {
        await recordAudioUrl(db, target);
        return sendCached(reply, voice, source, range);
      }
      source.stored
        .then(
          () => Promise.all([recordAudioUrl(db, target), remember(target)]),
          () => {}, // the failure reaches this request through the stream
        )
        .catch((error: unknown) => request.log.error({ err: error }, 'recording the audio URL failed'));
      return sendLive(reply, source, signal);
    },
  );

  // Read-along: where each sentence falls in the audio (synthesising it first if need be). With so_far=1,
  // what is known now, starting nothing and free: a page polls it while the audio it plays is being made.
  app.get(
    '/api/speeches/:id/audio/timings',
    {
      onRequest: requireUser,
      schema: { params: audioParams, querystring: timingsQuery, response: { 200: audioTimings } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { voice: voiceId, tone, so_far: soFar } = request.query;
      const target = await loadSpeechAudio(db, user.id, request.params.id, voiceId, tone);
      if (soFar) return voice.timingsSoFar(target.request);
      if (!(await voice.isCached(target.request))) await countRequest(user.id);
      await remember(target);
      const listener = { owner: user.id, signal: whenClientLeaves(reply) };
      const timings = await withProviderErrors(() => voice.timings(target.request, listener));
      await remember(target);
      return timings;
    },
  );
};
