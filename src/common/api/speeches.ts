import { z } from 'zod';
import { DURATIONS, TONES, VOICE_STYLES } from '../enums';
import { supportBody, supportOnly } from './support';
import { timestamp } from './wire';

/**
 * What shaped a speech ('Why this speech'), as the writer recorded it. Optional throughout: speeches
 * written by older versions, and the demo's, hold less or none.
 */
export const speechShaping = z.object({
  /** The writer that actually wrote the text: 'local', or the LLM's name. */
  writer: z.string().optional(),
  kind: z.string().optional(),
  themeLabel: z.string().optional(),
  keyPhrase: z.string().optional(),
  keyPhraseFromContext: z.boolean().optional(),
  time: z.string().nullable().optional(),
  /** The day the moment ahead falls on (YYYY-MM-DD), read from `time` on the day it was written. */
  eventDate: z.string().nullable().optional(),
  /** Whether `keyPhrase` may be named outside the speech, in a notification. */
  eventNamed: z.boolean().optional(),
  worry: z.string().nullable().optional(),
  /** Whether the moment was ahead, over or ongoing, and its weight (good news, a loss…), as read. */
  moment: z.string().optional(),
  weight: z.string().optional(),
  /** The language the person wrote in. */
  language: z.string().optional(),
  tone: z.string().optional(),
  voiceStyle: z.string().optional(),
  duration: z.string().optional(),
  minWords: z.number().optional(),
  maxWords: z.number().optional(),
  targetWords: z.number().optional(),
  firstName: z.string().nullable().optional(),
  goalTitle: z.string().nullable().optional(),
  borrowedTones: z.array(z.string()).optional(),
  profileSignals: z.array(z.string()).optional(),
  /** The local writer writes English: said in the person's own language when they wrote in another. */
  languageNote: z.string().nullable().optional(),
});

/** A speech row: /api/user's recent speeches and the account export. */
export const speechRow = z.object({
  id: z.number(),
  userId: z.string(),
  goalId: z.number().nullable(),
  context: z.string(),
  tone: z.enum(TONES),
  voiceStyle: z.enum(VOICE_STYLES),
  content: z.string(),
  /** Spoken length in seconds. */
  duration: z.number().nullable(),
  length: z.enum(DURATIONS).nullable(),
  shaping: speechShaping.nullable(),
  audioUrl: z.string().nullable(),
  name: z.string().nullable(),
  /** For someone else: their first name ('For Maya'); null for a speech for the person themselves. */
  forName: z.string().nullable(),
  isFavourite: z.number(),
  createdAt: timestamp,
  /** The language its text is in (ISO 639-1), read from the text: what its voice speaks. */
  language: z.string(),
});

/** A speech, as the speech routes answer: the row, and its duration as `estimatedDuration`. */
export const speech = speechRow.extend({ estimatedDuration: z.number().nullable() });

export const speechList = z.array(speech);

/**
 * A speech just written: with `supportNote` beside its content when the words were uncertain (the middle
 * band), a calm card the screen shows above the speech.
 */
export const generatedSpeech = speech.extend({ supportNote: supportBody.optional() });

/** POST /api/speeches/generate: the speech (201), or support in its place for crisis language (200). */
export const generateAnswers = { 200: supportOnly, 201: generatedSpeech };

/**
 * GET /api/sample-speech: the landing page's sample, the opening of a speech the writer in use wrote for
 * a sample situation (`situation` names it for the page).
 */
export const sampleSpeech = z.object({ situation: z.string(), tone: z.enum(TONES), excerpt: z.string() });
