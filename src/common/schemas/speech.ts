import { z } from 'zod';
import { DURATIONS, TONES, VOICE_STYLES } from '../enums';
import { CONTEXT_MAX_LENGTH, CONTEXT_MIN_LENGTH, ID_MAX, SPEECH_NAME_MAX_LENGTH } from '../limits';
import { firstNameField } from './first-name';
import { oneLine } from './one-line';

const CONTEXT_REQUIRED = 'Context is required';
const CONTEXT_TOO_LONG = `Context must be ${CONTEXT_MAX_LENGTH} characters or fewer`;
const CONTEXT_TOO_SHORT = `Please provide at least ${CONTEXT_MIN_LENGTH} characters of context`;
const SPEECH_NAME_TOO_LONG = `Speech name must be ${SPEECH_NAME_MAX_LENGTH} characters or fewer`;

const contextText = (emptyMessage: string) =>
  z.string({ error: (issue) => (issue.input === undefined ? emptyMessage : 'Context must be text') }).trim();

const choiceFields = {
  tone: z.enum(TONES, { error: `Tone must be one of: ${TONES.join(', ')}` }),
  voiceStyle: z.enum(VOICE_STYLES, { error: `Voice style must be one of: ${VOICE_STYLES.join(', ')}` }),
  duration: z.enum(DURATIONS, { error: `Duration must be one of: ${DURATIONS.join(', ')}` }),
  goalId: z
    .number({ error: 'Goal id must be a number' })
    .int('Goal id must be a positive whole number')
    .positive('Goal id must be a positive whole number')
    .max(ID_MAX, 'Goal id is out of range')
    .optional(),
  /**
   * For someone else: their first name, which the speech speaks to them by. Absent, the speech is for the
   * person asking.
   */
  forName: firstNameField('Their first name').optional(),
};

// A goal is the sender's own: a speech for someone else is about them alone.
const goalIsOwn = {
  check: (speech: { goalId?: number | undefined; forName?: string | undefined }) =>
    speech.goalId === undefined || speech.forName === undefined,
  message: { message: 'A speech for someone else cannot be linked to your goal', path: ['goalId'] },
};

// What the API accepts: context is required ('Context is required'), with the same 10-character floor
// as the form, so a client that skips the form cannot get a speech written from nothing.
export const speechCreateSchema = z
  .object({
    context: contextText(CONTEXT_REQUIRED)
      .min(1, CONTEXT_REQUIRED)
      // Empty context reports only 'Context is required', not this as well.
      .refine((context) => context.length === 0 || context.length >= CONTEXT_MIN_LENGTH, CONTEXT_TOO_SHORT)
      .max(CONTEXT_MAX_LENGTH, CONTEXT_TOO_LONG),
    ...choiceFields,
  })
  .refine(goalIsOwn.check, goalIsOwn.message);
export type SpeechCreate = z.infer<typeof speechCreateSchema>;

// The form is stricter than the API: it asks for enough context to write something personal.
export const speechFormSchema = z
  .object({
    context: contextText(CONTEXT_TOO_SHORT)
      .min(CONTEXT_MIN_LENGTH, CONTEXT_TOO_SHORT)
      .max(CONTEXT_MAX_LENGTH, CONTEXT_TOO_LONG),
    ...choiceFields,
  })
  .refine(goalIsOwn.check, goalIsOwn.message);
export type SpeechForm = z.infer<typeof speechFormSchema>;

// Strict: a PATCH with a misspelt key must fail loudly rather than silently change nothing.
export const speechUpdateSchema = z
  .strictObject({
    name: z
      .string({ error: 'Speech name must be text' })
      .overwrite(oneLine)
      .trim()
      .max(SPEECH_NAME_MAX_LENGTH, SPEECH_NAME_TOO_LONG)
      .optional(),
    isFavourite: z.boolean({ error: 'isFavourite must be true or false' }).optional(),
  })
  .refine((update) => update.name !== undefined || update.isFavourite !== undefined, {
    message: 'Provide a name or isFavourite',
  });
export type SpeechUpdate = z.infer<typeof speechUpdateSchema>;
