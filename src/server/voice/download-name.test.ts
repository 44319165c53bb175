import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './download-name';

describe('attachmentHeader', () => {
  it('names the file after the speech', () => {
    expect(attachmentHeader('Interview pep talk')).toBe('attachment; filename="Interview pep talk.mp3"');
  });

  it('adds a suffix after the name, or after the fallback', () => {
    expect(attachmentHeader('Pep talk', 'with music')).toBe(
      'attachment; filename="Pep talk (with music).mp3"',
    );
    expect(attachmentHeader(null, 'with music')).toBe(
      'attachment; filename="uplift-speech (with music).mp3"',
    );
  });

  it('falls back to uplift-speech for an unnamed or unusable name', () => {
    expect(attachmentHeader(null)).toBe('attachment; filename="uplift-speech.mp3"');
    expect(attachmentHeader('  /\\:*?"<>|  ')).toBe('attachment; filename="uplift-speech.mp3"');
  });

  it('removes quotes, separators and control characters so the header cannot be broken', () => {
    const header = attachmentHeader('a"b\r\nSet-Cookie: x=1/../c;d%e');
    expect(header).toBe(
      `attachment; filename="a b Set-Cookie x=1 .. cde.mp3"; filename*=UTF-8''${encodeURIComponent('a b Set-Cookie x=1 .. c;d%e.mp3')}`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('percent-encodes what filename* forbids, apostrophes and brackets included', () => {
    const header = attachmentHeader("Sam's (big) café");
    expect(header).toMatch(/filename\*=UTF-8''Sam%27s%20%28big%29%20caf%C3%A9\.mp3$/);
  });

  it('keeps a non-ASCII name in filename* with an ASCII fallback', () => {
    expect(attachmentHeader('Café 🚀')).toBe(
      `attachment; filename="Cafe.mp3"; filename*=UTF-8''${encodeURIComponent('Café 🚀.mp3')}`,
    );
    expect(attachmentHeader('x'.repeat(200))).toBe(`attachment; filename="${'x'.repeat(80)}.mp3"`);
  });
});
