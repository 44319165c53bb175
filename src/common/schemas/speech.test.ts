import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { normaliseSpeechName, SPEECH_FORM_DEFAULTS } from '../form-defaults';
import { speechCreateSchema, speechFormSchema, speechUpdateSchema } from './speech';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

const valid = {
  context: 'I have a job interview on Monday',
  tone: 'confident',
  voiceStyle: 'warm',
  duration: 'short',
};

describe('speechCreateSchema', () => {
  it('accepts a valid payload and trims the context', () => {
    expect(speechCreateSchema.parse({ ...valid, context: '  Big race tomorrow  ' })).toEqual({
      ...valid,
      context: 'Big race tomorrow',
    });
  });

  it("requires context with 'Context is required'", () => {
    expect(messages(speechCreateSchema, { ...valid, context: undefined })).toEqual(['Context is required']);
    expect(messages(speechCreateSchema, { ...valid, context: '' })).toEqual(['Context is required']);
    expect(messages(speechCreateSchema, { ...valid, context: '  \n\t ' })).toEqual(['Context is required']);
  });

  it('asks for at least 10 characters of trimmed context, like the form', () => {
    expect(messages(speechCreateSchema, { ...valid, context: '  Exam  ' })).toEqual([
      'Please provide at least 10 characters of context',
    ]);
    expect(speechCreateSchema.safeParse({ ...valid, context: 'Exam today' }).success).toBe(true);
  });

  it('caps context at 2000 characters after trimming', () => {
    expect(speechCreateSchema.safeParse({ ...valid, context: 'a'.repeat(2000) }).success).toBe(true);
    expect(speechCreateSchema.safeParse({ ...valid, context: ` ${'a'.repeat(2000)} ` }).success).toBe(true);
    expect(messages(speechCreateSchema, { ...valid, context: 'a'.repeat(2001) })).toEqual([
      'Context must be 2000 characters or fewer',
    ]);
  });

  it('refuses non-text context', () => {
    expect(messages(speechCreateSchema, { ...valid, context: 42 })).toEqual(['Context must be text']);
    expect(messages(speechCreateSchema, { ...valid, context: ['a'] })).toEqual(['Context must be text']);
  });

  it.each([
    ['tone', 'angry', 'Tone must be one of: encouraging, confident, gentle, energetic'],
    ['voiceStyle', 'robotic', 'Voice style must be one of: warm, professional, soothing'],
    ['duration', 'forever', 'Duration must be one of: short, medium, long, extended'],
  ])('refuses an unknown %s', (field, bad, message) => {
    expect(messages(speechCreateSchema, { ...valid, [field]: bad })).toEqual([message]);
    expect(messages(speechCreateSchema, { ...valid, [field]: undefined })).toEqual([message]);
    expect(messages(speechCreateSchema, { ...valid, [field]: 'Confident' })).toEqual([message]);
  });

  it('accepts every tone, voice style and duration', () => {
    for (const tone of ['encouraging', 'confident', 'gentle', 'energetic']) {
      for (const voiceStyle of ['warm', 'professional', 'soothing']) {
        for (const duration of ['short', 'medium', 'long', 'extended']) {
          expect(speechCreateSchema.safeParse({ ...valid, tone, voiceStyle, duration }).success).toBe(true);
        }
      }
    }
  });

  it('takes an optional positive whole-number goalId without coercion', () => {
    expect(speechCreateSchema.parse({ ...valid, goalId: 7 }).goalId).toBe(7);
    expect(speechCreateSchema.parse(valid).goalId).toBeUndefined();
    expect(speechCreateSchema.safeParse({ ...valid, goalId: 2_147_483_647 }).success).toBe(true);
    expect(messages(speechCreateSchema, { ...valid, goalId: 0 })).toEqual([
      'Goal id must be a positive whole number',
    ]);
    expect(messages(speechCreateSchema, { ...valid, goalId: -3 })).toEqual([
      'Goal id must be a positive whole number',
    ]);
    expect(messages(speechCreateSchema, { ...valid, goalId: 1.5 })).toEqual([
      'Goal id must be a positive whole number',
    ]);
    expect(messages(speechCreateSchema, { ...valid, goalId: 2_147_483_648 })).toEqual([
      'Goal id is out of range',
    ]);
    expect(messages(speechCreateSchema, { ...valid, goalId: '7' })).toEqual(['Goal id must be a number']);
    expect(messages(speechCreateSchema, { ...valid, goalId: null })).toEqual(['Goal id must be a number']);
  });

  it("takes the first name of someone else it is for, on one line, trimmed and bounded like the account's", () => {
    expect(speechCreateSchema.parse(valid).forName).toBeUndefined();
    expect(speechCreateSchema.parse({ ...valid, forName: '  Maya ' }).forName).toBe('Maya');
    expect(speechCreateSchema.parse({ ...valid, forName: 'Anne\r\nMarie' }).forName).toBe('Anne Marie');
    expect(speechCreateSchema.parse({ ...valid, forName: 'M'.repeat(50) }).forName).toBe('M'.repeat(50));
    for (const forName of ['', '   ', '\n', 7, null])
      expect(messages(speechCreateSchema, { ...valid, forName })).toEqual(['Their first name is required']);
    expect(messages(speechCreateSchema, { ...valid, forName: 'M'.repeat(51) })).toEqual([
      'Their first name must be 50 characters or fewer',
    ]);
    expect(messages(speechFormSchema, { ...valid, forName: '' })).toEqual(['Their first name is required']);
  });

  it("links no goal of the sender's to a speech for someone else", () => {
    for (const schema of [speechCreateSchema, speechFormSchema]) {
      const issues = schema.safeParse({ ...valid, forName: 'Maya', goalId: 3 }).error?.issues;
      expect(issues?.map(({ message, path }) => ({ message, path }))).toEqual([
        { message: 'A speech for someone else cannot be linked to your goal', path: ['goalId'] },
      ]);
    }
  });

  it('strips unknown keys and survives hostile objects', () => {
    const hostile = JSON.parse(
      `{"context":"Big day ahead","tone":"gentle","voiceStyle":"warm","duration":"long","userId":99,` +
        `"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`,
    );
    const parsed = speechCreateSchema.parse(hostile);
    expect(parsed).toEqual({
      context: 'Big day ahead',
      tone: 'gentle',
      voiceStyle: 'warm',
      duration: 'long',
    });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses values that are not objects', () => {
    for (const input of [null, undefined, 'context', 42, [valid]]) {
      expect(speechCreateSchema.safeParse(input).success).toBe(false);
    }
  });
});

describe('speechFormSchema', () => {
  it('asks for at least 10 characters of trimmed context', () => {
    const short = 'Please provide at least 10 characters of context';
    expect(messages(speechFormSchema, { ...valid, context: '' })).toEqual([short]);
    expect(messages(speechFormSchema, { ...valid, context: undefined })).toEqual([short]);
    expect(messages(speechFormSchema, { ...valid, context: '123456789' })).toEqual([short]);
    expect(messages(speechFormSchema, { ...valid, context: '   123456789   ' })).toEqual([short]);
    expect(speechFormSchema.parse({ ...valid, context: '1234567890' }).context).toBe('1234567890');
  });

  it('caps context at 2000 characters like the API', () => {
    expect(speechFormSchema.safeParse({ ...valid, context: 'a'.repeat(2000) }).success).toBe(true);
    expect(messages(speechFormSchema, { ...valid, context: 'a'.repeat(2001) })).toEqual([
      'Context must be 2000 characters or fewer',
    ]);
  });

  it('checks the same choices as the API', () => {
    expect(messages(speechFormSchema, { ...valid, tone: 'angry' })).toEqual([
      'Tone must be one of: encouraging, confident, gentle, energetic',
    ]);
  });

  it("has the form's defaults, which pass once context is filled in", () => {
    expect(SPEECH_FORM_DEFAULTS).toEqual({
      context: '',
      tone: 'encouraging',
      voiceStyle: 'warm',
      duration: 'medium',
    });
    expect(speechFormSchema.safeParse(SPEECH_FORM_DEFAULTS).success).toBe(false);
    expect(
      speechFormSchema.safeParse({ ...SPEECH_FORM_DEFAULTS, context: 'My first marathon' }).success,
    ).toBe(true);
  });
});

describe('speechUpdateSchema', () => {
  it('accepts a name, a favourite flag or both', () => {
    expect(speechUpdateSchema.parse({ name: '  Monday pep talk ' })).toEqual({ name: 'Monday pep talk' });
    expect(speechUpdateSchema.parse({ isFavourite: false })).toEqual({ isFavourite: false });
    expect(speechUpdateSchema.parse({ name: 'A', isFavourite: true })).toEqual({
      name: 'A',
      isFavourite: true,
    });
  });

  it('requires at least one of them', () => {
    expect(messages(speechUpdateSchema, {})).toEqual(['Provide a name or isFavourite']);
    expect(messages(speechUpdateSchema, { name: undefined })).toEqual(['Provide a name or isFavourite']);
  });

  it('keeps a speech name on one line', () => {
    expect(speechUpdateSchema.parse({ name: 'Monday\r\n\npep talk\n' })).toEqual({ name: 'Monday pep talk' });
  });

  it('caps names at 120 characters after trimming', () => {
    expect(speechUpdateSchema.safeParse({ name: 'n'.repeat(120) }).success).toBe(true);
    expect(speechUpdateSchema.safeParse({ name: `  ${'n'.repeat(120)}  ` }).success).toBe(true);
    expect(messages(speechUpdateSchema, { name: 'n'.repeat(121) })).toEqual([
      'Speech name must be 120 characters or fewer',
    ]);
  });

  it('refuses wrong types', () => {
    expect(messages(speechUpdateSchema, { isFavourite: 1 })).toEqual(['isFavourite must be true or false']);
    expect(messages(speechUpdateSchema, { isFavourite: 'true' })).toEqual([
      'isFavourite must be true or false',
    ]);
    expect(messages(speechUpdateSchema, { name: 5 })).toEqual(['Speech name must be text']);
    expect(messages(speechUpdateSchema, { name: null })).toEqual(['Speech name must be text']);
  });

  it('refuses unknown keys, including hostile ones', () => {
    expect(speechUpdateSchema.safeParse({ isFavourite: true, content: 'rewritten' }).success).toBe(false);
    expect(speechUpdateSchema.safeParse({ isFavourite: true, userId: 2 }).success).toBe(false);
    const hostile = JSON.parse('{"isFavourite":true,"__proto__":{"polluted":true}}');
    expect(() => speechUpdateSchema.safeParse(hostile)).not.toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('normaliseSpeechName', () => {
  it('sends no name for a blank one', () => {
    expect(normaliseSpeechName('')).toBeUndefined();
    expect(normaliseSpeechName('   ')).toBeUndefined();
    expect(normaliseSpeechName(null)).toBeUndefined();
    expect(normaliseSpeechName(undefined)).toBeUndefined();
  });

  it('trims a real name', () => {
    expect(normaliseSpeechName('  Race day  ')).toBe('Race day');
  });
});
