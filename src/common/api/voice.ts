import { z } from 'zod';

export const ENGINE_NAMES = ['local', 'elevenlabs', 'openai'] as const;

/** A voice, as GET /api/voices lists it; `provider` is the engine that speaks it now. */
export const voice = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  provider: z.enum(ENGINE_NAMES),
  gender: z.enum(['Female', 'Male', 'Neutral']),
  accent: z.string(),
});

/** GET /api/voices: the voices, and the languages they speak (ISO 639-1; all of them speak the same). */
export const voiceList = z.object({ voices: z.array(voice), languages: z.array(z.string()) });

/**
 * Where one sentence sits in the audio, in seconds from the start (for read-along and seeking); `words`,
 * when the engine times them, is when each of its words (splitWords) starts.
 */
export const sentenceTiming = z.object({
  index: z.number(),
  text: z.string(),
  start: z.number(),
  end: z.number(),
  words: z.array(z.number()).optional(),
});

/** GET /api/speeches/:id/audio/timings; `estimated` when the engine gave none and they were worked out. */
export const audioTimings = z.object({
  sentences: z.array(sentenceTiming),
  estimated: z.boolean(),
  /** False (with `so_far`) while the audio is still being made: `sentences` are those measured so far. */
  complete: z.boolean().optional(),
});
