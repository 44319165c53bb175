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

  it('still reads good news no kind covers as good news', () => {
    expect(classifySituation('we got the keys to our first house today!!!').kind).toBe('celebration');
  });
});
