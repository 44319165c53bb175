import { and, eq } from 'drizzle-orm';
import { TONES, type Tone } from '../../common/enums';
import { speedForTone } from '../../common/tone-speed';
import type { Db } from '../db/client';
import { type Speech, speeches } from '../db/schema';
import { AppError } from '../http/app-error';
import { speechLanguage } from '../language/speech-language';
import { getOwnSpeech } from '../speeches/speech-queries';
import type { AudioRequest } from './audio-key';

/** Above the extended length (2,800 words is ~16,000 characters), with room for long words. */
const MAX_AUDIO_TEXT_CHARS = 20_000;

export type SpeechAudio = { speech: Speech; request: AudioRequest; url: string; tone: Tone };

const isTone = (value: string): value is Tone => (TONES as readonly string[]).includes(value);

/** The user's own speech (404 otherwise) and what to synthesise for it in this voice and tone. */
export async function loadSpeechAudio(
  db: Db,
  userId: string,
  speechId: number,
  voiceId: string,
  toneOverride: Tone | undefined,
): Promise<SpeechAudio> {
  const speech = await getOwnSpeech(db, userId, speechId);
  if (speech.content.length > MAX_AUDIO_TEXT_CHARS) {
    throw new AppError(
      413,
      `This speech is too long to voice (the limit is ${MAX_AUDIO_TEXT_CHARS} characters).`,
    );
  }
  if (!/[\p{L}\p{N}]/u.test(speech.content)) throw new AppError(422, 'This speech has no words to voice.');
  const ownTone = isTone(speech.tone) ? speech.tone : 'encouraging';
  const tone = toneOverride ?? ownTone;
  const query = new URLSearchParams({ voice: voiceId });
  if (tone !== ownTone) query.set('tone', tone);
  return {
    speech,
    request: {
      text: speech.content,
      language: speechLanguage(speech.content),
      voiceId,
      speed: speedForTone(tone),
    },
    tone,
    url: `/api/speeches/${speech.id}/audio.mp3?${query}`,
  };
}

/** speeches.audioUrl points at the audio last synthesised in full for the speech. */
export async function recordAudioUrl(db: Db, { speech, url }: SpeechAudio): Promise<void> {
  if (speech.audioUrl === url) return;
  await db
    .update(speeches)
    .set({ audioUrl: url })
    .where(and(eq(speeches.id, speech.id), eq(speeches.userId, speech.userId)));
}
