import { z } from 'zod';
import { GOAL_CATEGORIES } from '../enums';
import { GOAL_DESCRIPTION_MAX_LENGTH, GOAL_TITLE_MAX_LENGTH } from '../limits';

const TARGET_DATE_INVALID = 'Target date must be a valid date (YYYY-MM-DD)';

export const goalSchema = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(GOAL_TITLE_MAX_LENGTH, `Title must be ${GOAL_TITLE_MAX_LENGTH} characters or fewer`),
  category: z.enum(GOAL_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined
        ? 'Category is required'
        : `Category must be one of: ${GOAL_CATEGORIES.join(', ')}`,
  }),
  description: z
    .string({ error: 'Description must be text' })
    .trim()
    .max(
      GOAL_DESCRIPTION_MAX_LENGTH,
      `Description must be ${GOAL_DESCRIPTION_MAX_LENGTH} characters or fewer`,
    )
    .optional(),
  // A date input gives YYYY-MM-DD; a full ISO timestamp is accepted too. null clears it.
  targetDate: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: TARGET_DATE_INVALID })
    // Postgres has no year 0, which the ISO patterns let through.
    .refine((date) => !date.startsWith('0000'), TARGET_DATE_INVALID)
    .nullable()
    .optional(),
});
export type GoalInput = z.infer<typeof goalSchema>;

export const goalUpdateSchema = z.object({
  isCompleted: z.boolean({ error: 'isCompleted must be true or false' }),
});
