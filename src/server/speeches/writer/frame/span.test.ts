import { describe, expect, it } from 'vitest';
import { speechContent } from '../content/load-content';
import { readSpan } from './span';

const span = (text: string) => readSpan(text, speechContent().shared.spans);

describe('readSpan', () => {
  it('reads time put in, with what it was spent on, in the speech’s words', () => {
    expect(span('first marathon sunday in berlin. trained 18 weeks, longest run was 32k')).toBe(
      '18 weeks of training',
    );
    expect(span('relapsed saturday after 14 months sober')).toBe('14 months sober');
    expect(span('retiring friday after 38 years teaching maths')).toBe('38 years of teaching');
    expect(span('made redundant today. 11 yrs at the company')).toBe('11 years at the company');
    expect(span('been fighting for 18 months for his support')).toBe('18 months of fighting');
    expect(span('one year clean tomorrow')).toBe('a year clean');
  });

  it('reads no span from time that says nothing of what was put in', () => {
    expect(span('moved to glasgow for work 4 months ago')).toBeNull();
    expect(span('vet at 4 today, she is 15 yrs old')).toBeNull();
    expect(span('smoked 20 a day for 15 yrs, day 3 now')).toBeNull();
    expect(span('divorce final this morning, 19 years married')).toBeNull();
  });
});
