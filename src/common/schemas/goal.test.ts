import { describe, expect, it } from 'vitest';
import { GOAL_INVALID_TOAST, goalDescription } from '../form-defaults';
import { goalSchema, goalUpdateSchema } from './goal';

const messages = (input: unknown) =>
  goalSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
const valid = { title: 'Run a 10k', category: 'fitness' };
const CATEGORY_MESSAGE =
  'Category must be one of: job_interview, fitness, presentation, personal, career, health';
const DATE_MESSAGE = 'Target date must be a valid date (YYYY-MM-DD)';

describe('goalSchema', () => {
  it('accepts a title and category, trimming the title', () => {
    expect(goalSchema.parse({ ...valid, title: '  Run a 10k  ' })).toEqual(valid);
  });

  it('requires a non-blank title', () => {
    expect(messages({ ...valid, title: undefined })).toEqual(['Title is required']);
    expect(messages({ ...valid, title: '' })).toEqual(['Title is required']);
    expect(messages({ ...valid, title: '   ' })).toEqual(['Title is required']);
    expect(messages({ ...valid, title: 5 })).toEqual(['Title is required']);
  });

  it('caps the title at 200 characters', () => {
    expect(goalSchema.safeParse({ ...valid, title: 't'.repeat(200) }).success).toBe(true);
    expect(messages({ ...valid, title: 't'.repeat(201) })).toEqual(['Title must be 200 characters or fewer']);
  });

  it('requires one of the six categories', () => {
    for (const category of ['job_interview', 'fitness', 'presentation', 'personal', 'career', 'health']) {
      expect(goalSchema.safeParse({ ...valid, category }).success).toBe(true);
    }
    expect(messages({ ...valid, category: undefined })).toEqual(['Category is required']);
    expect(messages({ ...valid, category: '' })).toEqual([CATEGORY_MESSAGE]);
    expect(messages({ ...valid, category: 'Fitness' })).toEqual([CATEGORY_MESSAGE]);
  });

  it('takes an optional trimmed description of up to 500 characters', () => {
    expect(goalSchema.parse({ ...valid, description: '  twice a week ' }).description).toBe('twice a week');
    expect(goalSchema.safeParse({ ...valid, description: 'd'.repeat(500) }).success).toBe(true);
    expect(messages({ ...valid, description: 'd'.repeat(501) })).toEqual([
      'Description must be 500 characters or fewer',
    ]);
    expect(messages({ ...valid, description: 3 })).toEqual(['Description must be text']);
  });

  it('takes an optional ISO target date, or null', () => {
    expect(goalSchema.parse({ ...valid, targetDate: '2026-12-31' }).targetDate).toBe('2026-12-31');
    expect(goalSchema.parse({ ...valid, targetDate: '2024-02-29' }).targetDate).toBe('2024-02-29');
    expect(goalSchema.parse({ ...valid, targetDate: '2026-12-31T09:00:00.000Z' }).targetDate).toBe(
      '2026-12-31T09:00:00.000Z',
    );
    expect(goalSchema.parse({ ...valid, targetDate: '2026-12-31T09:00:00+10:00' }).targetDate).toBe(
      '2026-12-31T09:00:00+10:00',
    );
    expect(goalSchema.parse({ ...valid, targetDate: null }).targetDate).toBeNull();
    expect(goalSchema.parse(valid).targetDate).toBeUndefined();
  });

  it('refuses impossible or badly formatted dates', () => {
    for (const targetDate of [
      '2026-13-01',
      '2026-02-30',
      '2025-02-29',
      '31/12/2026',
      'tomorrow',
      '',
      20261231,
    ]) {
      expect(messages({ ...valid, targetDate })).toEqual([DATE_MESSAGE]);
    }
  });

  it('strips unknown keys and survives hostile objects', () => {
    const hostile = JSON.parse(
      '{"title":"x","category":"career","isCompleted":1,"__proto__":{"polluted":true}}',
    );
    expect(goalSchema.parse(hostile)).toEqual({ title: 'x', category: 'career' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('GOAL_INVALID_TOAST', () => {
  it('carries the texts the goal dialog shows for a missing field', () => {
    expect(GOAL_INVALID_TOAST).toEqual({ title: 'Invalid Input', description: 'Please fill in all fields.' });
  });
});

describe('goalDescription', () => {
  it('uses the description when there is one', () => {
    expect(goalDescription('Run a 10k', 'Twice a week')).toBe('Twice a week');
    expect(goalDescription('Run a 10k', '  Twice a week ')).toBe('Twice a week');
  });

  it("falls back to 'Goal: {title}'", () => {
    expect(goalDescription('Run a 10k')).toBe('Goal: Run a 10k');
    expect(goalDescription('Run a 10k', '')).toBe('Goal: Run a 10k');
    expect(goalDescription(' Run a 10k ', '   ')).toBe('Goal: Run a 10k');
    expect(goalDescription('Run a 10k', null)).toBe('Goal: Run a 10k');
  });
});

describe('goalUpdateSchema', () => {
  it('takes a completed flag', () => {
    expect(goalUpdateSchema.parse({ isCompleted: true })).toEqual({ isCompleted: true });
    expect(goalUpdateSchema.parse({ isCompleted: false, title: 'x' })).toEqual({ isCompleted: false });
  });

  it('refuses anything but a boolean', () => {
    for (const isCompleted of [undefined, 1, 'true', null]) {
      expect(goalUpdateSchema.safeParse({ isCompleted }).error?.issues.map((issue) => issue.message)).toEqual(
        ['isCompleted must be true or false'],
      );
    }
  });
});
