import { z } from 'zod';
import { MOOD_MAX, MOOD_MIN, MOOD_NOTES_MAX } from '../limits';
import { integerScale } from './scale';

const MOOD_NOTES_TOO_LONG = `Notes must be ${MOOD_NOTES_MAX} characters or fewer`;

export const moodSchema = z.object({
  energy: integerScale('Energy', MOOD_MIN, MOOD_MAX),
  confidence: integerScale('Confidence', MOOD_MIN, MOOD_MAX),
  stress: integerScale('Stress', MOOD_MIN, MOOD_MAX),
  motivation: integerScale('Motivation', MOOD_MIN, MOOD_MAX),
  // Not trimmed: the form's character counter counts exactly what is sent.
  notes: z.string({ error: 'Notes must be text' }).max(MOOD_NOTES_MAX, MOOD_NOTES_TOO_LONG).optional(),
  // The client sends its own computation; the server recomputes it from the scores and ignores this.
  overallMood: z.string({ error: 'Overall mood must be text' }).optional(),
});
export type MoodInput = z.infer<typeof moodSchema>;
