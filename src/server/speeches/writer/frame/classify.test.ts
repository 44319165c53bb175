import { describe, expect, it } from 'vitest';
import { classifySituation } from './classify';

describe('the kind of situation', () => {
  it('reads a situation a kind is written for as that kind', () => {
    expect(classifySituation('my wedding is on saturday and i still havent written my vows').kind).toBe(
      'wedding',
    );
    expect(classifySituation('job interview tomorrow at 10 for a nursing post').kind).toBe('job_interview');
  });

  it('reads a situation no kind covers as general, however sure the word counts are', () => {
    // Sharing a testimony reads like a talk to give, but nothing in it is a presentation's.
    const baptism = classifySituation(
      'getting baptised on sunday and ive been asked to share my testimony in front of the whole church',
    );
    expect(baptism.kind).toBe('general');
    expect(baptism.ranked.map(({ label }) => label)).not.toContain('presentation');
  });

  it('reads a kind about one event only when the words name it, and general otherwise', () => {
    const cases: [string, string][] = [
      ['im finally telling my mum and dad that im pregnant, theyre very religious', 'coming_out'],
      [
        'telling the kids about the divorce sunday after lunch. my 9yo will ask if its her fault',
        'coming_out',
      ],
      [
        'expanding the salon into the unit next door, builders start monday and i have to tell the staff',
        'closing_business',
      ],
    ];
    for (const [text, likeliest] of cases) {
      const read = classifySituation(text);
      expect(read.ranked[0]?.label, text).toBe(likeliest);
      expect(read.kind, text).toBe('general');
    }
    expect(classifySituation('going home to tell my parents im gay this weekend').kind).toBe('coming_out');
    expect(
      classifySituation(
        'locked the café door for the last time on saturday. 9 years. handed the keys back today',
      ).kind,
    ).toBe('closing_business');
  });

  it('still reads good news no kind covers as good news', () => {
    expect(classifySituation('we got the keys to our first house today!!!').kind).toBe('celebration');
  });
});
