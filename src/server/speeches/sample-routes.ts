import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sampleSpeech } from '../../common/api/speeches';
import { joinSentences, splitSentences } from '../../common/sentences';
import { speechLanguage } from '../language/speech-language';
import type { SampleSpeeches } from './sample-speeches';
import { countWords } from './writer/quality';

// What the landing page's sample was asked for: a moment most visitors know, for a named person.
const LANDING_SAMPLE = {
  situation: 'Job interview',
  request: {
    context: 'My job interview at a design studio is on Monday and I keep doubting myself',
    tone: 'confident',
    voiceStyle: 'warm',
    duration: 'short',
    firstName: 'Maya',
  },
} as const;

// About as much as the landing page's card holds: two or three sentences.
const EXCERPT_WORDS = 45;

/** The speech's opening whole sentences, as many as fit in `maxWords` (always at least the first). */
export function excerptOf(content: string, maxWords = EXCERPT_WORDS): string {
  const kept: string[] = [];
  let words = 0;
  for (const sentence of splitSentences(content, speechLanguage(content))) {
    const count = countWords(sentence);
    if (kept.length > 0 && words + count > maxWords) break;
    kept.push(sentence);
    words += count;
  }
  return joinSentences(kept);
}

/** GET /api/sample-speech: written by the writer in use the first time it is asked for, then kept. */
export const sampleSpeechRoutes: FastifyPluginAsyncZod<{ samples: SampleSpeeches }> = async (
  app,
  { samples },
) => {
  app.get('/api/sample-speech', { schema: { response: { 200: sampleSpeech } } }, async () => {
    const { content } = await samples(LANDING_SAMPLE.request);
    return {
      situation: LANDING_SAMPLE.situation,
      tone: LANDING_SAMPLE.request.tone,
      excerpt: excerptOf(content),
    };
  });
};
