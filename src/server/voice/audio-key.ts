import { createHash } from 'node:crypto';
import type { VoiceEngine } from './engine';

/** What to synthesise: `language` is the text's (speechLanguage), said with it in the key. */
export type AudioRequest = { text: string; language: string; voiceId: string; speed: number };

/** Content address of a synthesis: the same engine, tuning, voice, speed, language and text give the same audio. */
export function audioKey(
  engine: Pick<VoiceEngine, 'name' | 'revision'>,
  { text, language, voiceId, speed }: AudioRequest,
): string {
  const identity = JSON.stringify([engine.name, engine.revision, voiceId, speed, language, text]);
  return createHash('sha256').update(identity).digest('hex');
}

export const timingsKey = (key: string) => `${key}.timings.json`;

/** Which mix of the music made a stored mix: bumped when the mixing or the beds change how it sounds. */
const MUSIC_REVISION = 1;

/** Content address of a speech's audio (stored under `key`) with a tone's bed under it at a volume. */
export function musicKey(key: string, { tone, volume }: { tone: string; volume: number }): string {
  const identity = JSON.stringify(['music', MUSIC_REVISION, key, tone, volume]);
  return createHash('sha256').update(identity).digest('hex');
}
