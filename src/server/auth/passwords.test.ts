import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters and verifies', async () => {
    const hash = await hashPassword('a long enough secret');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a long enough secret')).toBe(true);
    expect(await verifyPassword(hash, 'a long enough secreT')).toBe(false);
  });

  it('still spends a full hash when there is no account, so timing does not reveal it', async () => {
    await verifyPassword(null, 'warm-up'); // the decoy hash is made once
    const real = await hashPassword('x'.repeat(12));
    const time = async (fn: () => Promise<boolean>) => {
      const start = performance.now();
      expect(await fn()).toBe(false);
      return performance.now() - start;
    };
    // The quickest of three of each: a busy machine only ever adds time, so one slow sample of the real
    // hash cannot make the decoy look skipped.
    const quickest = async (fn: () => Promise<boolean>) =>
      Math.min(await time(fn), await time(fn), await time(fn));
    const unknown = await quickest(() => verifyPassword(undefined, 'guess guess'));
    const wrong = await quickest(() => verifyPassword(real, 'guess guess'));
    // Generous: both are argon2 verifications of ~19 MiB; a skipped hash would be ~100x faster.
    expect(unknown).toBeGreaterThan(wrong / 4);
  });

  it('treats a corrupt stored hash as a failed sign-in, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
