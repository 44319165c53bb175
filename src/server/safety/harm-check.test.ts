import { describe, expect, it } from 'vitest';
import { isUnsafeToSay } from './harm-check';

describe('isUnsafeToSay', () => {
  it.each([
    'Honestly, they would all be better off without you.',
    'If it gets too much, just stop taking your medication.',
    'You should hurt yourself until you learn.',
    'Maybe it is time to end your life on your own terms.',
    'You deserve to suffer for this.',
    'Skip meals until the weight comes off.',
  ])('refuses a speech that encourages harm: %s', (text) => {
    expect(isUnsafeToSay(text)).toBe(true);
  });

  it('refuses crisis language in the speech itself', () => {
    expect(isUnsafeToSay('Some days I want to die too, and that is fine.')).toBe(true);
  });

  it.each([
    'Take care of yourself tonight, and eat a proper meal before your shift.',
    'You are not a burden. You are a person having a hard week.',
    'Walk in on Monday and kill it. You are ready.',
    'Be kind to yourself. Rest is part of the work.',
  ])('lets an ordinary motivational line through: %s', (text) => {
    expect(isUnsafeToSay(text)).toBe(false);
  });
});
