// Every number a route accepts must fit the column it is stored in: a value past an integer or real
// column's range reaches Postgres and comes back as a 500. Each schema field is paired with its column,
// the column's type gives the bound, and fast-check throws numbers of every size at the field.

import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { feedbackSchema } from '../../../src/common/schemas/feedback';
import { moodSchema } from '../../../src/common/schemas/mood';
import { speechCreateSchema } from '../../../src/common/schemas/speech';
import { moodEntries, speeches, speechFeedback } from '../../../src/server/db/schema';

/** The largest magnitude each column type holds. */
const RANGE: Record<string, number> = {
  PgInteger: 2_147_483_647,
  PgSerial: 2_147_483_647,
  PgSmallInt: 32_767,
  PgReal: 3.4e38,
  PgDoublePrecision: Number.MAX_VALUE,
};

type Field = { schema: ZodType; valid: Record<string, unknown>; field: string; column: AnyPgColumn };

const feedback = { speechId: '1', rating: 3, effectiveness: 3, emotionalResonance: 3 };
const mood = { energy: 5, confidence: 5, stress: 5, motivation: 5 };
const speech = {
  context: 'A job interview on Monday',
  tone: 'gentle',
  voiceStyle: 'warm',
  duration: 'short',
};

const FIELDS: Field[] = [
  {
    schema: feedbackSchema,
    valid: feedback,
    field: 'timeSpentListening',
    column: speechFeedback.timeSpentListening,
  },
  { schema: feedbackSchema, valid: feedback, field: 'rating', column: speechFeedback.rating },
  { schema: feedbackSchema, valid: feedback, field: 'effectiveness', column: speechFeedback.effectiveness },
  {
    schema: feedbackSchema,
    valid: feedback,
    field: 'emotionalResonance',
    column: speechFeedback.emotionalResonance,
  },
  ...(['energy', 'confidence', 'stress', 'motivation'] as const).map((field) => ({
    schema: moodSchema,
    valid: mood,
    field,
    column: moodEntries[field],
  })),
  { schema: speechCreateSchema, valid: speech, field: 'goalId', column: speeches.goalId },
];

describe('numbers a route accepts', () => {
  it('pairs every numeric field with a column of a known numeric type', () => {
    expect(FIELDS.length).toBeGreaterThanOrEqual(9);
  });

  it.each(FIELDS.map((entry) => [`${entry.field} (${entry.column.columnType})`, entry] as const))(
    '%s never accepts a number its column cannot hold',
    (_, { schema, valid, field, column }) => {
      const limit = RANGE[column.columnType];
      if (limit === undefined) throw new Error(`no known range for ${column.columnType}`);
      fc.assert(
        fc.property(
          fc.oneof(fc.double(), fc.integer(), fc.constantFrom(1e308, -1e308, limit * 2, 2 ** 31)),
          (value) => {
            const parsed = schema.safeParse({ ...valid, [field]: value });
            if (parsed.success) expect(Math.abs(value)).toBeLessThanOrEqual(limit);
          },
        ),
        { numRuns: 300 },
      );
    },
  );
});
