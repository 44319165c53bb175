import { createHash } from 'node:crypto';
import type { VoiceEngine } from './engine';

export type AudioRequest = { text: string; voiceId: string; speed: number };

/** Content address of a synthesis: the same engine, tuning, voice, speed and text give the same audio. */
export function audioKey(
  engine: Pick<VoiceEngine, 'name' | 'revision'>,
  { text, voiceId, speed }: AudioRequest,
): string {
  const identity = JSON.stringify([engine.name, engine.revision, voiceId, speed, text]);
  return createHash('sha256').update(identity).digest('hex');
}

export const timingsKey = (key: string) => `${key}.timings.json`;
