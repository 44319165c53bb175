import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './common-passwords';

describe('COMMON_PASSWORDS', () => {
  it('holds at least 100 lower-cased entries long enough to pass the length rule', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
      expect(password).not.toMatch(/\s/);
    }
  });

  it('includes the best-known ones', () => {
    for (const password of ['password', '12345678', 'qwertyuiop', 'iloveyou', 'password123']) {
      expect(COMMON_PASSWORDS.has(password)).toBe(true);
    }
  });
});

describe('isCommonPassword', () => {
  it('matches regardless of case', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('QWERTY123')).toBe(true);
  });

  it('does not match other passwords or near misses', () => {
    expect(isCommonPassword('correct horse battery staple')).toBe(false);
    expect(isCommonPassword(' password')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
