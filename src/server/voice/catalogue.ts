import type { z } from 'zod';
import type { voice } from '../../common/api/voice';
import type { EngineName } from './engine';
import { LOCAL_VOICES } from './engines/local/local-voices';

/** A voice, as GET /api/voices returns it. */
export type Voice = z.output<typeof voice>;

// Ids are ElevenLabs' premade voice ids whichever engine speaks them: they contain no hyphen (the audio
// route cuts the voice id at its first one), and a client that stored one keeps working when the
// engine changes.
// ElevenLabs' classic premades have no neutral voice, so River (labelled neutral there) fills that slot.
const ENTRIES = [
  { id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', description: 'Warm and nurturing', gender: 'Female' },
  { id: 'AZnzlk1XvdvUeBnXmlld', name: 'Domi', description: 'Confident and inspiring', gender: 'Female' },
  { id: 'EXAVITQu4vr4xnSDxMaL', name: 'Bella', description: 'Soft and gentle', gender: 'Female' },
  { id: 'SAz9YHcvj6GT2YYXdXww', name: 'River', description: 'Calm and balanced', gender: 'Neutral' },
  { id: 'TxGEqnHWrfWFTfGW9XJb', name: 'Josh', description: 'Strong and motivational', gender: 'Male' },
  { id: 'pNInz6obpgDQGcFmaJgB', name: 'Adam', description: 'Deep and steady', gender: 'Male' },
] as const satisfies readonly Omit<Voice, 'provider' | 'accent'>[];

export type VoiceId = (typeof ENTRIES)[number]['id'];

/** The default voice is Rachel's. */
export const DEFAULT_VOICE_ID: VoiceId = '21m00Tcm4TlvDq8ikWAM';

const VOICE_IDS: readonly VoiceId[] = ENTRIES.map((entry) => entry.id);

export const isVoiceId = (id: string): id is VoiceId => (VOICE_IDS as readonly string[]).includes(id);

/**
 * The six voices as the given engine speaks them. The premium voices' names and descriptions are theirs
 * alone (with the default accent label, 'Premium'); the built-in ones are numbered and described as they sound.
 */
export function catalogue(engine: EngineName): Voice[] {
  return ENTRIES.map((entry, index) => {
    if (engine !== 'local') return { ...entry, provider: engine, accent: 'Premium' };
    const local = LOCAL_VOICES[entry.id];
    return {
      ...entry,
      name: `Built-in voice ${index + 1}`,
      description: local.sound,
      provider: engine,
      accent: local.accent,
    };
  });
}
