import { describe, expect, it } from 'vitest';
import { nextPath, signUpThenHref } from './sign-up-then';

describe('sign up, then go on', () => {
  it('carries the path to go on to, and reads it back', () => {
    const href = signUpThenHref('/subscribe?tier=premium&billing=yearly');
    expect(href).toBe('/login.html?mode=signup&next=%2Fsubscribe%3Ftier%3Dpremium%26billing%3Dyearly');
    expect(nextPath(new URL(href, 'https://uplift.example').search)).toBe(
      '/subscribe?tier=premium&billing=yearly',
    );
  });

  it('follows only paths on this site; anything else goes to the dashboard', () => {
    expect(nextPath('')).toBe('/');
    for (const elsewhere of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'goals',
    ]) {
      expect(nextPath(`?next=${encodeURIComponent(elsewhere)}`), elsewhere).toBe('/');
    }
    expect(nextPath('?next=%2Fgoals')).toBe('/goals');
  });
});
