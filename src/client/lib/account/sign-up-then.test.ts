import { describe, expect, it } from 'vitest';
import { nextPath, signUpThenHref } from './sign-up-then';

const ORIGIN = 'https://uplift.example';

describe('sign up, then go on', () => {
  it('carries the path to go on to, and reads it back', () => {
    const href = signUpThenHref('/subscribe?tier=premium&billing=yearly');
    expect(href).toBe('/login.html?mode=signup&next=%2Fsubscribe%3Ftier%3Dpremium%26billing%3Dyearly');
    expect(nextPath(new URL(href, ORIGIN).search, ORIGIN)).toBe('/subscribe?tier=premium&billing=yearly');
  });

  it('follows only pages on this site; anything else goes to the dashboard', () => {
    expect(nextPath('', ORIGIN)).toBe('/');
    for (const elsewhere of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://[',
      // The browser drops tabs and line breaks from a URL: each of these is //evil.example/.
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\r/evil.example/',
    ]) {
      expect(nextPath(`?next=${encodeURIComponent(elsewhere)}`, ORIGIN), elsewhere).toBe('/');
    }
    expect(nextPath('?next=%2Fgoals', ORIGIN)).toBe('/goals');
    expect(nextPath(`?next=${encodeURIComponent(`${ORIGIN}/history#top`)}`, ORIGIN)).toBe('/history#top');
  });
});
