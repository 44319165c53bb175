import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { emailSchema, loginSchema, passwordSchema, signupSchema } from './auth';

const messages = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

const TOO_COMMON = 'This password is too common. Please choose another.';
const validSignup = { email: 'sam@example.com', password: 'tide-lantern-42', firstName: 'Sam' };

describe('emailSchema', () => {
  it('trims and lower-cases the address', () => {
    expect(emailSchema.parse('  Sam.Lee@Example.COM ')).toBe('sam.lee@example.com');
  });

  it('refuses addresses that are not valid', () => {
    for (const email of [
      '',
      'sam',
      'sam@',
      '@example.com',
      'sam@example',
      'sam lee@example.com',
      'a@b@c.com',
    ]) {
      expect(messages(emailSchema, email)).toEqual(['Please enter a valid email address']);
    }
  });

  it('requires text', () => {
    expect(messages(emailSchema, undefined)).toEqual(['Email is required']);
    expect(messages(emailSchema, 42)).toEqual(['Email must be text']);
  });

  it('caps the address at 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(at254).toHaveLength(254);
    expect(emailSchema.safeParse(at254).success).toBe(true);
    expect(messages(emailSchema, `x${at254}`)).toContain('Email must be 254 characters or fewer');
  });
});

describe('passwordSchema', () => {
  it('accepts a strong password unchanged, spaces included', () => {
    expect(passwordSchema.parse(' tide lantern 42 ')).toBe(' tide lantern 42 ');
  });

  it('needs at least 8 characters', () => {
    expect(messages(passwordSchema, 'x7#kq2m')).toEqual(['Password must be at least 8 characters']);
    expect(passwordSchema.safeParse('x7#kq2mz').success).toBe(true);
    expect(messages(passwordSchema, '')).toEqual(['Password must be at least 8 characters']);
  });

  it('allows at most 200 characters', () => {
    expect(passwordSchema.safeParse(`${'p'.repeat(199)}q`).success).toBe(true);
    expect(messages(passwordSchema, `${'p'.repeat(200)}q`)).toEqual([
      'Password must be 200 characters or fewer',
    ]);
  });

  it('refuses common passwords in any case', () => {
    for (const password of ['password', 'Password1', '12345678', 'QWERTYUIOP', 'iloveyou']) {
      expect(messages(passwordSchema, password)).toEqual([TOO_COMMON]);
    }
  });

  it('requires text', () => {
    expect(messages(passwordSchema, undefined)).toEqual(['Password is required']);
    expect(messages(passwordSchema, 12345678)).toEqual(['Password is required']);
  });
});

describe('signupSchema', () => {
  it('accepts a valid sign-up, normalising email and names', () => {
    expect(
      signupSchema.parse({
        ...validSignup,
        email: ' SAM@example.com',
        firstName: ' Sam ',
        lastName: ' Lee ',
      }),
    ).toEqual({ ...validSignup, lastName: 'Lee' });
  });

  it('keeps names on one line: each run of CR/LF becomes a space', () => {
    expect(
      signupSchema.parse({ ...validSignup, firstName: 'Sam\r\nBcc: x@example.com', lastName: '\nLee\r' }),
    ).toMatchObject({ firstName: 'Sam Bcc: x@example.com', lastName: 'Lee' });
  });

  it('requires a first name of 1–50 characters', () => {
    for (const firstName of [undefined, '', '   ', 3]) {
      expect(messages(signupSchema, { ...validSignup, firstName })).toEqual(['First name is required']);
    }
    expect(signupSchema.safeParse({ ...validSignup, firstName: 'f'.repeat(50) }).success).toBe(true);
    expect(messages(signupSchema, { ...validSignup, firstName: 'f'.repeat(51) })).toEqual([
      'First name must be 50 characters or fewer',
    ]);
  });

  it('takes an optional last name of up to 50 characters', () => {
    expect(signupSchema.parse(validSignup).lastName).toBeUndefined();
    expect(signupSchema.parse({ ...validSignup, lastName: '' }).lastName).toBe('');
    expect(signupSchema.safeParse({ ...validSignup, lastName: 'l'.repeat(50) }).success).toBe(true);
    expect(messages(signupSchema, { ...validSignup, lastName: 'l'.repeat(51) })).toEqual([
      'Last name must be 50 characters or fewer',
    ]);
    expect(messages(signupSchema, { ...validSignup, lastName: 9 })).toEqual(['Last name must be text']);
  });

  it('applies the password rules', () => {
    expect(messages(signupSchema, { ...validSignup, password: 'short' })).toEqual([
      'Password must be at least 8 characters',
    ]);
    expect(messages(signupSchema, { ...validSignup, password: 'letmein123' })).toEqual([TOO_COMMON]);
  });

  it('strips unknown keys such as a self-chosen tier', () => {
    const hostile = JSON.parse(
      '{"email":"sam@example.com","password":"tide-lantern-42","firstName":"Sam","subscriptionTier":"pro",' +
        '"__proto__":{"polluted":true}}',
    );
    expect(signupSchema.parse(hostile)).toEqual(validSignup);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('loginSchema', () => {
  it('accepts any non-empty password, even a short or common one', () => {
    expect(loginSchema.parse({ email: 'SAM@example.com', password: 'a' })).toEqual({
      email: 'sam@example.com',
      password: 'a',
    });
    expect(loginSchema.safeParse({ email: 'sam@example.com', password: 'password' }).success).toBe(true);
  });

  it('requires a password', () => {
    expect(messages(loginSchema, { email: 'sam@example.com', password: '' })).toEqual([
      'Password is required',
    ]);
    expect(messages(loginSchema, { email: 'sam@example.com' })).toEqual(['Password is required']);
  });

  it('caps the password at 200 characters', () => {
    expect(messages(loginSchema, { email: 'sam@example.com', password: 'p'.repeat(201) })).toEqual([
      'Password must be 200 characters or fewer',
    ]);
  });

  it('requires a valid email', () => {
    expect(messages(loginSchema, { email: 'sam', password: 'secret' })).toEqual([
      'Please enter a valid email address',
    ]);
  });
});
