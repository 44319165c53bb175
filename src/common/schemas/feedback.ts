import { z } from 'zod';
import { HELPFUL_ELEMENTS, PREFERRED_LENGTHS, PREFERRED_TONES } from '../enums';
import {
  FEEDBACK_MAX,
  FEEDBACK_MIN,
  ID_MAX,
  IMPROVEMENT_SUGGESTIONS_MAX_LENGTH,
  TIME_SPENT_LISTENING_MAX,
} from '../limits';
import { integerScale } from './scale';

const SPEECH_ID_INVALID = 'Speech id must be a positive whole number';

/** The ratings taken for a client that leaves them out. The app's form always sends what was chosen. */
export const FEEDBACK_DEFAULTS = { rating: 5, effectiveness: 4, emotionalResonance: 4 } as const;

export const feedbackSchema = z.object({
  // The client sends the id as a string; it must still name a real integer row.
  speechId: z
    .string({
      error: (issue) => (issue.input === undefined ? 'Speech id is required' : 'Speech id must be text'),
    })
    .min(1, { message: 'Speech id is required', abort: true })
    .regex(/^\d{1,10}$/, { message: SPEECH_ID_INVALID, abort: true })
    .refine((id) => Number(id) >= 1 && Number(id) <= ID_MAX, SPEECH_ID_INVALID),
  rating: integerScale('Rating', FEEDBACK_MIN, FEEDBACK_MAX).default(FEEDBACK_DEFAULTS.rating),
  effectiveness: integerScale('Effectiveness', FEEDBACK_MIN, FEEDBACK_MAX).default(
    FEEDBACK_DEFAULTS.effectiveness,
  ),
  emotionalResonance: integerScale('Emotional resonance', FEEDBACK_MIN, FEEDBACK_MAX).default(
    FEEDBACK_DEFAULTS.emotionalResonance,
  ),
  preferredLength: z
    .enum(PREFERRED_LENGTHS, { error: `Preferred length must be one of: ${PREFERRED_LENGTHS.join(', ')}` })
    .optional(),
  preferredTone: z
    .enum(PREFERRED_TONES, { error: `Preferred tone must be one of: ${PREFERRED_TONES.join(', ')}` })
    .optional(),
  helpfulElements: z
    .array(
      z.enum(HELPFUL_ELEMENTS, { error: `Helpful elements must be from: ${HELPFUL_ELEMENTS.join(', ')}` }),
      {
        error: 'Helpful elements must be a list',
      },
    )
    // A refine, not .max(): zod 4's length check also fires on a non-array string input.
    .refine(
      (list) => list.length <= HELPFUL_ELEMENTS.length,
      `Choose at most ${HELPFUL_ELEMENTS.length} helpful elements`,
    )
    .refine((list) => new Set(list).size === list.length, 'Helpful elements must not repeat')
    .optional(),
  improvementSuggestions: z
    .string({ error: 'Improvement suggestions must be text' })
    .trim()
    .max(
      IMPROVEMENT_SUGGESTIONS_MAX_LENGTH,
      `Improvement suggestions must be ${IMPROVEMENT_SUGGESTIONS_MAX_LENGTH} characters or fewer`,
    )
    .optional(),
  wouldRecommend: z.boolean({ error: 'wouldRecommend must be true or false' }).default(true),
  completedListening: z.boolean({ error: 'completedListening must be true or false' }).default(true),
  // zod 4 numbers are finite, so Infinity and NaN are refused here.
  timeSpentListening: z
    .number({ error: 'Time spent listening must be a number of seconds' })
    .nonnegative('Time spent listening cannot be negative')
    .max(TIME_SPENT_LISTENING_MAX, `Time spent listening must be at most ${TIME_SPENT_LISTENING_MAX} seconds`)
    .optional(),
});
export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;
