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
    // Learning to read with a tutor reads like a class with a test at the end, but nothing in it is an exam's.
    const reading = classifySituation(
      'learning to read properly at 51, my tutor says i can read to my grandson by christmas',
    );
    expect(reading.kind).toBe('general');
    expect(reading.ranked.map(({ label }) => label)).not.toContain('exam');
    // A testimony at a baptism reads like a talk to give, and is the kind for a step in someone's faith.
    const baptism = classifySituation(
      'getting baptised on sunday and ive been asked to share my testimony in front of the whole church',
    );
    expect(baptism.kind).toBe('faith_milestone');
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

  it('never reads a kind whose words name what it leaves to another', () => {
    // A eulogy is a speech, but grief's: the kind for toasts and speeches at occasions is out, its share grief's.
    const eulogy = classifySituation(
      'giving the eulogy for my nani on saturday at the crematorium. she raised me',
    );
    expect(eulogy.kind).toBe('grief');
    expect(eulogy.ranked.some(({ label }) => label === 'occasion_speech')).toBe(false);
  });

  it('still reads good news no kind covers as good news', () => {
    expect(classifySituation('we got the keys to our first house today!!!').kind).toBe('celebration');
  });
});
