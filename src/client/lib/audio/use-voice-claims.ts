import { type VoiceClaims, voiceClaims } from '../../../common/voice-claims';
import { askOnce, useAnswer } from '../api/asked-once';

// Without TanStack Query: the signed-out landing page, which says this too, loads without it.
const askVoices = askOnce('/api/voices');

/** What the pages may say about the voices: the plain copy until GET /api/voices says who speaks them. */
export function useVoiceClaims(): VoiceClaims {
  return voiceClaims(useAnswer(askVoices)?.voices[0]?.provider);
}
