import { describe, expect, it } from 'vitest';
import { detectSafari } from './safari';

describe('detectSafari', () => {
  it('recognises Safari and iOS, not Chrome, Edge or Android', () => {
    const safari =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
    const iphoneChrome =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
    const android =
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
    expect(detectSafari(safari)).toBe(true);
    expect(detectSafari(iphoneChrome)).toBe(true); // every iOS browser is WebKit
    expect(detectSafari(safari.replace('Macintosh', 'Macintosh'), 5, 'MacIntel')).toBe(true); // iPad as a Mac
    expect(detectSafari(chrome)).toBe(false);
    expect(detectSafari(android)).toBe(false);
  });
});
